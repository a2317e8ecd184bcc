/** Texts of the public site's shell: home page, header extras, footer, PWA and offline actions (base locale). */
// ".js": typesafe-i18n's generator runs this dictionary compiled to JavaScript.
import pageTexts from "../../../shared/page-texts/zh-CN.js"

const site = {
  home: {
    documentTitle: pageTexts.home,
    badge: "AI 数字员工平台",
    /** Shown in English when the settings still hold their defaults (settings are single-language content). */
    defaultHeading: "让 AI 数字员工成为您团队的一员",
    defaultSubheading: "定制专属智能体，组建数字团队，7×24 小时高效完成客服、营销、数据分析等工作。",
    defaultCtaText: "立即开始",
    defaultTagline: "定制、管理和发布您的 AI 数字员工",
    teamsButton: "了解数字团队",
    heroImageAlt: "数字员工示意图",
    stats: {
      uptime: "7×24 小时",
      uptimeLabel: "全天候在线服务",
      deploy: "1 天",
      deployLabel: "快速上线",
      security: "企业级",
      securityLabel: "安全合规",
    },
    features: {
      title: "核心功能",
      subtitle: "一站式定制、管理和发布 AI 智能体，让数字员工真正融入您的业务流程。",
      employees: { title: "数字员工", text: "按岗位定制的 AI 智能体，懂业务、守规范，随时上岗。" },
      teams: { title: "数字团队", text: "多个数字员工协同编排，端到端完成复杂业务流程。" },
      projects: { title: "项目管理", text: "从需求到交付全程可视，实施进度与成效一目了然。" },
      tools: { title: "智能工具", text: "对话、知识库、流程编排等工具开箱即用，轻松集成。" },
    },
    employees: { title: "精选数字员工", subtitle: "覆盖客服、营销、财务、人力等核心岗位" },
    teams: { title: "数字团队", subtitle: "多智能体协同，完成端到端业务" },
    projects: { title: "成功案例", subtitle: "看看各行业客户如何用数字员工提升效率" },
    tools: { title: "AI 工具箱", subtitle: "开箱即用的智能工具，助力快速落地" },
    hot: "热门",
    members: "{count:number} 名成员",
    cta: {
      title: "准备好迎接您的第一位数字员工了吗？",
      text: "从一个岗位开始，几天内即可上线。我们的专家团队全程陪伴。",
      start: "开始使用",
      demo: "预约演示",
    },
  },
  footer: {
    blurb: "我们帮助企业定制、管理和发布 AI 智能体，让数字员工与团队协同工作。",
    social: "社交媒体",
    wechat: "微信公众号",
    weibo: "微博",
    github: "GitHub",
    linkedin: "LinkedIn",
    products: "产品",
    resources: "资源",
    company: "公司",
    careers: "加入我们",
    copyright: "© {year:number} {site:string}。保留所有权利。",
    privacy: "隐私政策",
    terms: "服务条款",
    cookies: "Cookie 政策",
    legal: "法律信息",
  },
  sync: {
    pending: "{count:number} 个请求等待发送",
    openPanel: "查看同步状态",
  },
  pwa: {
    updateAvailable: "有新版本可用",
    updateText: "重新加载即可使用最新版本。",
    reload: "重新加载",
    later: "稍后",
    offlineReady: "本站已可离线使用",
  },
  offline: {
    title: "离线浏览，演示不断网",
    action: "离线保存本站",
    actionHint: "下载全部内容和图片，无网络时也能浏览",
    progress: "正在下载：{done:number} / {total:number}",
    progressLabel: "离线下载进度",
    done: "已保存 {size:string}，断网时也可浏览全部页面。",
    failed: "离线保存失败：{message:string}",
    persisted: "浏览器已同意持久保存。",
    notPersisted: "浏览器可能在空间不足时清理这些内容。",
  },
}

export default site

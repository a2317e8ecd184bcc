/**
 * The words of the public pages' heads, feeds and breadcrumbs (Simplified Chinese, the base locale): the app's
 * dictionaries (app/i18n/zh-CN/) take them from here and so do the server's page heads
 * (sync-server/seo/page-texts.ts), so the title a page is served with is the one the app sets, each
 * text written once. Plain strings, no runtime: the server never imports app/.
 */
const zhCN = {
  /** The home page's document title. */
  home: "首页",
  notFound: "页面未找到",
  /** The site search's results page (issue 32). */
  search: "搜索",
  /** The offline readiness check (issue 32): what this device holds to present without a network. */
  offline: "离线就绪检查",
  /** "<page> | <site name>" (typesafe-i18n arguments). */
  documentTitle: "{page:string} | {site:string}",
  /** A list's page after the first (issue 33): its title in the document title and the page head. */
  pagedTitle: "{title:string}（第 {page:number} 页）",
  /** Each section's list page: its <h1> and document title, and its subtitle. */
  sections: {
    employees: {
      title: "数字员工",
      subtitle: "可定制的 AI 智能体，7×24 小时胜任客服、运营、分析、审核等岗位",
    },
    teams: { title: "数字团队", subtitle: "多个数字员工协同工作，端到端完成复杂业务流程" },
    projects: { title: "项目案例", subtitle: "数字员工与数字团队在各行业的真实落地成果" },
    tools: { title: "AI 工具", subtitle: "为数字员工赋能的智能工具与集成能力" },
    blog: { title: "博客资讯", subtitle: "AI 智能体的技术趋势、落地案例与工作方式" },
  },
  /** The pages whose text comes with the build: title and the sentence under it. */
  pages: {
    collaboration: {
      title: "企业定制合作",
      subtitle: "为您的企业量身打造数字员工与数字团队，从需求到上线全程陪伴",
    },
    contact: { title: "联系我们", subtitle: "无论是产品咨询、合作洽谈还是技术支持，我们都乐意为您解答" },
    about: { title: "关于我们", subtitle: "帮助用户定制、管理和发布 AI 智能体的平台" },
    privacy: {
      title: "隐私政策",
      intro: "我们重视您的隐私。本政策说明我们在您使用本网站时收集哪些信息、如何使用以及您享有的权利。",
    },
    terms: { title: "服务条款", intro: "欢迎使用本网站。访问或使用本网站即表示您同意以下条款。" },
  },
  /** The blog's five categories as the site shows them (stored in Chinese: schema/entities/blog-categories.ts). */
  blogCategories: {
    technologyTrends: "技术趋势",
    caseStudies: "案例研究",
    waysOfWorking: "工作方式",
    productUpdates: "产品更新",
    industryNews: "行业动态",
  },
} as const

/** The shape each language fills: the same keys, its own words. */
type Words<T> = T extends string ? string : { readonly [K in keyof T]: Words<T[K]> }
export type PageTextsShape = Words<typeof zhCN>

export default zhCN

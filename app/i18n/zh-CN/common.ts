/** Texts shared by every public screen: navigation, page chrome, generic states (base locale). */
// ".js": typesafe-i18n's generator runs this dictionary compiled to JavaScript.
import pageTexts from "../../../shared/page-texts/zh-CN.js"

const common = {
  skipToContent: "跳到主要内容",
  loading: "加载中...",
  close: "关闭",
  dismiss: "关闭通知",
  notifications: "通知",
  search: "搜索",
  clearSearch: "清除搜索",
  breadcrumb: "面包屑导航",
  viewAll: "查看全部",
  learnMore: "了解更多",
  opensInNewTab: "（在新标签页打开）",
  nav: {
    main: "主导航",
    home: "首页",
    employees: "数字员工",
    teams: "数字团队",
    projects: "项目案例",
    tools: "AI 工具",
    collaboration: "企业合作",
    blog: "博客资讯",
    about: "关于我们",
    contact: "联系我们",
    login: "登录",
    register: "注册",
    openMenu: "打开菜单",
    closeMenu: "关闭菜单",
    mobileMenu: "移动端菜单",
  },
  language: {
    /** The toggle shows the language it switches to. */
    switchTo: "EN",
    switchLabel: "Switch to English",
  },
  notFound: {
    title: "404 页面未找到",
    description: "抱歉，您访问的页面不存在或已被移除。",
    backHome: "返回首页",
    documentTitle: pageTexts.notFound,
  },
  /** Document titles: "<page> | <site name>". */
  documentTitle: pageTexts.documentTitle,
  error: {
    title: "出错了",
    description: "页面加载时出现问题，请刷新重试。",
    reload: "刷新页面",
  },
}

export default common

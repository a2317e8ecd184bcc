/**
 * The offline readiness check (issue 32, base locale): the readiness view (/offline), the "saved
 * offline" status with its refresh, the header's offline indicator, and the messages of keeping the
 * site offline, which are always in the page's language.
 */
// ".js": typesafe-i18n's generator runs this dictionary compiled to JavaScript.
import pageTexts from "../../../shared/page-texts/zh-CN.js"

const readiness = {
  /** The view's title (page heading, document title, the menu's link, the installed app's shortcut). */
  title: pageTexts.offline,
  subtitle: "在没有网络的地方演示之前，确认每个页面和每张图片都已保存在本设备上。",
  menuLink: "离线就绪",
  shortcutDescription: "查看本站在本设备上是否可离线使用",
  keep: "离线保存本站",
  checkAgain: "重新检查",
  checking: "正在读取本设备上保存的内容…",
  fetchRest: "获取其余内容",
  progress: {
    label: "离线保存进度",
    content: "正在下载内容…",
    pages: "正在保存页面 {done:number} / {total:number}",
    verifying: "正在核对已保存的内容…",
  },
  status: {
    upToDate: "已于 {date:string} 离线保存 · 已是最新",
    missing: "已于 {date:string} 离线保存 · 缺少 {count:number} 项",
    notSaved: "本站尚未在本设备上离线保存",
    refresh: "刷新",
    refreshLabel: "立即更新离线保存的内容",
    refreshing: "正在更新…",
    openView: "查看离线就绪情况",
  },
  summary: {
    ready: "一切就绪：断网后所有页面和图片都能打开。",
    notReady: "尚未就绪：缺少 {count:number} 项。",
    checkedAt: "检查时间：{date:string}",
  },
  items: {
    pages: "页面（中文和英文）",
    pictures: "图片",
    appFiles: "应用文件",
    data: "本地数据库",
    searchIndex: "搜索索引",
    bodies: "长文本（文章正文、详细介绍）",
    present: "本设备上有 {present:number} / {total:number} 项",
    overLimit: "另有 {count:number} 项超出缓存上限，未保存",
    dataCounts:
      "数字员工 {employees:number} · 团队 {teams:number} · 项目 {projects:number} · 工具 {tools:number} · 文章 {posts:number}",
    dataMissing: "内容尚未完整下载到本设备",
    missingHeading: "缺少的内容",
    notOnSiteHeading: "网站上没有的图片",
    notOnSiteHint:
      "内容引用了这些图片，但网站上并没有它们：在线时页面上同样显示为损坏。请在管理后台修正；它们不影响本站离线使用。",
    missingMore: "以及另外 {count:number} 项",
  },
  updated: {
    title: "最后更新",
    at: "{date:string}",
    never: "从未更新",
  },
  storage: {
    title: "存储空间",
    used: "已使用 {used:string}，浏览器允许 {quota:string}",
    unknown: "浏览器没有提供存储用量。",
    persisted: "持久存储：浏览器不会自行清除这些内容。",
    notPersisted: "非持久存储：空间不足或长期未使用时，浏览器可能会清除这些内容。",
    notAsked: "按“离线保存本站”时会请求持久存储。",
    unsupported: "此浏览器不支持持久存储。",
    advice: {
      safari:
        "Safari 会删除 7 天未使用的网站所保存的数据：请将本站添加到主屏幕并从主屏幕打开，演示前一天再打开本页刷新一次。",
      chromium: "请安装本应用（地址栏中的安装按钮）或将本站加入书签，然后再按一次“离线保存本站”。",
      firefox: "浏览器询问时，请允许本站保存数据（也可在地址栏左侧的站点权限中开启“持久存储”）。",
      other: "请将本站添加到主屏幕或安装为应用，并在演示前刷新一次。",
    },
    privateWindow:
      "这似乎是无痕（隐私）窗口：窗口关闭后，保存的内容都会被删除。请在普通窗口中打开本站后再离线保存。",
  },
  errors: {
    failed: "无法离线保存本站：{message:string}",
    offline: "当前处于离线状态，无法下载。请联网后重试。",
    sync: "下载内容失败，请稍后重试。",
    other: "发生意外错误，请重试。",
  },
  indicator: {
    offline: "离线",
    label: "当前处于离线状态：页面来自本设备",
  },
}

export default readiness

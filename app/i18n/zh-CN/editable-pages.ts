/** The about, privacy and terms pages' editable texts (issue 31, item 4): the settings' fields and the pages' contact lines. */
const editablePages = {
  section: "页面内容",
  aboutBody: "关于我们页面正文（Markdown）",
  privacyBody: "隐私政策正文（Markdown）",
  termsBody: "服务条款正文（Markdown）",
  bodyHint:
    "在标题末尾写 {anchor:string} 即为锚点（隐私政策的 Cookie 一节需保留 {cookies:string}，页脚链接到它）。「最后更新」一行写在正文里。联系方式取自本页的联系信息，页面会自动显示，无需写入。",
  aboutHint: "显示在核心技术卡片之前。",
  email: "电子邮箱：",
  phone: "电话：",
  address: "地址：",
} as const

export default editablePages

/**
 * Draft preview links (issue 31, item 2, base locale): the panel in the edit dialog of a post, project
 * or tool that makes, lists and revokes the links (app/features/admin/preview/).
 */
const previewLinks = {
  title: "预览链接",
  hint: "持有链接的任何人都能看到此记录发布后的页面（无需登录），直到链接过期或被撤销。链接不会出现在站点地图、订阅源或公开列表中。",
  make: "生成预览链接",
  making: "正在生成…",
  /** The link just made: shown once, the server keeps only a hash of it. */
  madeTitle: "新的预览链接（仅显示这一次，请立即复制）",
  chinesePage: "中文页面",
  englishPage: "英文页面",
  copy: "复制",
  copied: "已复制",
  copyByHand: "浏览器不允许复制，请手动选择并复制链接。",
  none: "暂无有效的预览链接。",
  /** One active link in the list. */
  madeBy: "{name} 创建于 {made}",
  expires: "有效期至 {expires}",
  revoke: "撤销",
  revokeNamed: "撤销 {name} 创建于 {made} 的链接",
  revokeQuestion: "撤销后，打开此链接将只看到“页面不存在”。确定撤销？",
  revokeConfirm: "确定撤销",
  keep: "保留",
  revoked: "链接已撤销",
  offline: "预览链接需要联网：恢复连接后即可查看、生成或撤销。",
  failed: "无法读取预览链接：{message}",
  makeFailed: "无法生成预览链接：{message}",
  revokeFailed: "无法撤销链接：{message}",
  retry: "重试",
  loading: "正在读取预览链接…",
}

export default previewLinks

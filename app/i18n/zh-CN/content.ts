/**
 * Texts about content in two languages (issue 17, zh-CN): the mark on Chinese shown to an English
 * reader, and the English twins in the back office's forms.
 */
const content = {
  chineseOnly: {
    badge: "中文",
    label: "仅有中文：此内容还没有英文版本",
  },
  admin: {
    englishLabel: "{label:string}（英文）",
    englishHint: "选填。留空时，英文网站显示中文内容并标注“中文”。",
  },
}

export default content

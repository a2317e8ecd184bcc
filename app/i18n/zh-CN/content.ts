/**
 * Texts about content in two languages (issue 17, zh-CN): the mark on Chinese shown to an English
 * reader, and the English twins in the back office's forms.
 */
const content = {
  /** A content field's label from the bilingual table app/i18n/field-texts.ts (`fieldText` there). */
  fieldText: "{key:string|fieldText}",
  chineseOnly: {
    badge: "中文",
    label: "仅有中文：此内容还没有英文版本",
  },
  /** A detail page whose long texts this device never fetched, read offline (docs/sync.md). */
  notOnDevice: {
    post: "这篇文章还不在本设备上。",
    record: "这些详细内容还不在本设备上。",
    hint: "请联网阅读，或下次先将本站离线保存。",
    keep: "离线保存本站",
    retry: "重试",
  },
  admin: {
    englishLabel: "{label:string}（英文）",
    englishHint: "英文内容均为选填。留空的字段，英文网站会显示中文并标注“中文”。",
    contentLanguage: "内容语言",
    chinese: "中文",
    english: "English",
    chineseReference: "中文：{text:string}",
  },
}

export default content

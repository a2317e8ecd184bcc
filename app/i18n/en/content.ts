/**
 * Texts about content in two languages (issue 17, English): the mark on Chinese shown to an English
 * reader, and the English twins in the back office's forms.
 */
const content = {
  /** A content field's label from the bilingual table app/i18n/field-texts.ts (`fieldText` there). */
  fieldText: "{key|fieldText}",
  chineseOnly: {
    badge: "中文",
    label: "Chinese only: this content has no English version yet",
  },
  notOnDevice: {
    post: "This article is not on this device yet.",
    record: "These details are not on this device yet.",
    hint: "Connect to read it, or keep the site offline next time.",
    keep: "Keep this site offline",
    retry: "Try again",
  },
  admin: {
    englishLabel: "{label} (English)",
    englishHint:
      "English texts are optional. Where one is empty, the English site shows the Chinese, marked “中文”.",
    contentLanguage: "Content language",
    chinese: "中文",
    english: "English",
    chineseReference: "Chinese: {text}",
  },
} as const

export default content

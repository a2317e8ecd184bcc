/**
 * Texts about content in two languages (issue 17, English): the mark on Chinese shown to an English
 * reader, and the English twins in the back office's forms.
 */
const content = {
  chineseOnly: {
    badge: "中文",
    label: "Chinese only: this content has no English version yet",
  },
  admin: {
    englishLabel: "{label} (English)",
    englishHint: "Optional. Left empty, the English site shows the Chinese text, marked “中文”.",
  },
} as const

export default content

/** Texts about pictures on the public site (English). Mirrors app/i18n/zh-CN/pictures.ts key for key. */
const pictures = {
  offline: {
    progressBytes: "{done} of {total} downloaded",
    progressBytesSoFar: "{done} downloaded",
  },
} as const

export default pictures

/** A moment in the person's language, to the minute: "2026年11月25日 14:05" or "2026-11-25 14:05". */
export const formatDateTime = (iso: string, language: string): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return "-"
  if (language === "en") {
    const day = date.toLocaleDateString("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" })
    const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" })
    return `${day} ${time}`
  }
  return date.toLocaleString("zh-CN", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  })
}

/** Translation status (English). Mirrors app/i18n/zh-CN/back-office/translation.ts key for key. */
const translation = {
  needsUpdate: "English needs updating",
  needsUpdateText:
    "The Chinese changed after this English was written: update it, or mark it as checked if it still fits.",
  chineseNow: "Chinese now:",
  markChecked: "Mark as checked",
  checkedNote: "Marked as checked; saved with the record.",
  staleCount: "{count} English {{text|texts}} to update",
  filterLabel: "Translation status",
  filterAll: "All translations",
  filterStale: "English outdated",
  rowMark: "English outdated",
  dashboardTitle: "English needs updating",
  dashboardEmpty: "Every English text is up to date.",
  dashboardLine: "{kind}: {count}",
  settingsLine: "Site settings: {count} {{text|texts}}",
  kinds: {
    employees: "Digital employees",
    teams: "Digital teams",
    projects: "Projects",
    tools: "AI tools",
    blogPosts: "Blog posts",
  },
} as const

export default translation

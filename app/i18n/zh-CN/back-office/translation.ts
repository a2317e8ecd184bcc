/** Translation status in the back office (issue 31, item 3): the dialog's notes, the lists, the dashboard. */
const translation = {
  needsUpdate: "英文需要更新",
  needsUpdateText: "这段英文写好之后中文又改过了：请更新英文；如果英文仍然合适，可以标记为已核对。",
  chineseNow: "现在的中文：",
  markChecked: "标记为已核对",
  checkedNote: "已标记为已核对，保存后生效。",
  staleCount: "{count} 项英文需要更新",
  filterLabel: "翻译状态",
  filterAll: "全部翻译状态",
  filterStale: "英文待更新",
  rowMark: "英文待更新",
  dashboardTitle: "英文需要更新",
  dashboardEmpty: "所有英文都是最新的。",
  dashboardLine: "{kind}：{count} 条",
  settingsLine: "网站设置：{count} 项",
  kinds: {
    employees: "数字员工",
    teams: "数字团队",
    projects: "项目案例",
    tools: "AI 工具",
    blogPosts: "博客文章",
  },
} as const

export default translation

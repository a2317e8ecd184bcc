/** Scheduled publishing in the back office (issue 31): the dialog's fields, the lists, the dashboard. */
const schedule = {
  publishAt: "定时发布（可选）",
  unpublishAt: "定时下线（可选）",
  hint: "留空表示不定时。时间按网站时区（{zone}）计算。",
  publishesAt: "将于 {time} 发布",
  unpublishesAt: "将于 {time} 下线",
  filterScheduled: "已定时",
  pastTitle: "时间已过",
  pastPublish: "所选的发布时间已经过去：保存后将立即发布。",
  pastUnpublish: "所选的下线时间已经过去：保存后将立即下线。",
  pastConfirm: "保存并立即执行",
  publishedAtOnce: "「{name}」已立即发布",
  unpublishedAtOnce: "「{name}」已立即下线",
  lateText: "定时的时间在送达服务器时已经过去。",
  dashboardTitle: "定时发布",
  dashboardEmpty: "暂无定时发布或下线的内容。",
  dashboardMore: "另有 {count} 项",
  kinds: {
    blogPosts: "文章",
    projects: "项目",
    tools: "工具",
  },
} as const

export default schedule

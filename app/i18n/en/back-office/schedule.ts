/** Scheduled publishing (English). Mirrors app/i18n/zh-CN/back-office/schedule.ts key for key. */
const schedule = {
  publishAt: "Publish at (optional)",
  unpublishAt: "Unpublish at (optional)",
  hint: "Leave empty for none. Times are in the site's time zone ({zone}).",
  publishesAt: "Publishes {time}",
  unpublishesAt: "Unpublishes {time}",
  filterScheduled: "Scheduled",
  pastTitle: "This time has passed",
  pastPublish: "The time to publish has already passed: saving publishes it now.",
  pastUnpublish: "The time to unpublish has already passed: saving unpublishes it now.",
  pastConfirm: "Save and do it now",
  publishedAtOnce: "“{name}” was published at once",
  unpublishedAtOnce: "“{name}” was unpublished at once",
  lateText: "Its scheduled time had passed when it reached the server.",
  dashboardTitle: "Scheduled",
  dashboardEmpty: "Nothing is scheduled to publish or unpublish.",
  dashboardMore: "{count} more",
  kinds: {
    blogPosts: "Post",
    projects: "Project",
    tools: "Tool",
  },
} as const

export default schedule

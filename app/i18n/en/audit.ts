/** The audit trail's texts (English). Mirrors app/i18n/zh-CN/audit.ts key for key. */
const audit = {
  entity: {
    employees: "Digital employees",
    teams: "Digital teams",
    projects: "Projects",
    tools: "AI tools",
    blogPosts: "Blog posts",
    collaborations: "Collaboration requests",
    settings: "Settings",
    users: "Accounts",
    media: "Pictures",
  },
  action: {
    create: "Created",
    update: "Edited",
    delete: "Deleted",
    publish: "Published",
    unpublish: "Unpublished",
    status: "Status changed",
    settings: "Settings saved",
    login: "Signed in",
    login_failed: "Failed sign-in",
    logout: "Signed out",
    password_change: "Password changed",
  },
  systemActor: "System",
  anonymousActor: "Anonymous",
  retentionActor: "Automatic enquiry retention",
  offlineUnavailable: "The history is kept on the server: connect to the internet to see it.",
  readFailed: "The history could not be read: {message}",
} as const

export default audit

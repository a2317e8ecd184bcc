/** Who else is editing (English). Mirrors app/i18n/zh-CN/back-office/presence.ts key for key. */
const presence = {
  editingOne: "{name} is editing this",
  editingMany: "{names} are editing this",
  hint: "You can still edit; if you both save the same field, the sync panel shows both versions side by side for you to choose.",
  badgeOne: "{name} is editing",
  badgeMany: "{names} are editing",
  separator: ", ",
} as const

export default presence

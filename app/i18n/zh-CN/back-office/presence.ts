/**
 * Who else is editing (issue 30, base locale): the notice in an edit dialog another person has open,
 * and the marker on that record's row in the back-office lists.
 */
const presence = {
  /** In the dialog: one person, or several named together. */
  editingOne: "{name} 正在编辑此记录",
  editingMany: "{names} 正在编辑此记录",
  hint: "你仍可编辑；若同时保存了同一字段，同步面板会并排显示两个版本供你选择。",
  /** On the list's row. */
  badgeOne: "{name} 正在编辑",
  badgeMany: "{names} 正在编辑",
  /** Between names. */
  separator: "、",
}

export default presence

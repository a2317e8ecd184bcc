/**
 * The activity log's texts (zh-CN): the screen, its filters, its columns and its states. The names of
 * the kinds of content and of the actions are the audit trail's shared ones (audit.ts).
 */
const activity = {
  title: "操作日志",
  subtitle: "所有修改、登录和密码变更，最新的在前。",
  tile: "谁在何时修改了什么，以及每次登录",
  filters: {
    label: "筛选操作日志",
    actor: "管理员",
    allActors: "全部管理员",
    unknownActor: "账号 #{id:number}",
    entity: "内容类型",
    allEntities: "全部类型",
    action: "操作",
    allActions: "全部操作",
    from: "开始日期",
    to: "结束日期",
    clear: "清除筛选",
    badRange: "结束日期不能早于开始日期",
  },
  columns: {
    time: "时间",
    actor: "管理员",
    action: "操作",
    record: "内容",
    changed: "修改的字段",
  },
  madeOnDevice: "设备上 {time:string}",
  madeOnDeviceHint: "在设备上做出修改的时间（离线修改在联网后才到达服务器）",
  recordId: "#{id:number}",
  noFields: "—",
  empty: "还没有任何记录",
  noMatch: "没有符合筛选条件的记录",
  loadOlder: "加载更早的记录",
  loadingOlder: "加载中...",
  allShown: "已显示全部 {count:number} 条记录",
  shown: "已显示 {count:number} 条记录",
  retry: "重试",
}

export default activity

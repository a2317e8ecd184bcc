/**
 * The audit trail's texts (zh-CN): names of the kinds of content and of the actions, shared by the
 * history dialog and the activity log. History- and activity-only texts live under their own keys.
 */
const audit = {
  entity: {
    employees: "数字员工",
    teams: "数字团队",
    projects: "项目",
    tools: "AI 工具",
    blogPosts: "博客文章",
    collaborations: "合作申请",
    settings: "系统设置",
    users: "账号",
    media: "图片",
  },
  action: {
    create: "创建",
    update: "修改",
    delete: "删除",
    publish: "发布",
    unpublish: "取消发布",
    status: "状态变更",
    settings: "保存设置",
    login: "登录",
    login_failed: "登录失败",
    logout: "退出登录",
    password_change: "修改密码",
    account_invite: "邀请账号",
    account_update: "修改账号",
    account_reset: "重置登录",
    account_delete: "删除账号",
    invitation_accept: "接受邀请",
    session_end: "结束会话",
    passkey_add: "添加通行密钥",
    passkey_rename: "重命名通行密钥",
    passkey_remove: "删除通行密钥",
    two_step_enable: "开启两步验证",
    two_step_disable: "关闭两步验证",
    two_step_recovery_codes: "生成新的恢复码",
    two_step_policy: "更改两步验证要求",
  },
  systemActor: "系统",
  anonymousActor: "匿名",
  retentionActor: "合作请求自动清理",
  scheduleActor: "定时发布",
  offlineUnavailable: "历史记录保存在服务器上，联网后才能查看。",
  readFailed: "无法读取历史记录：{message}",
}

export default audit

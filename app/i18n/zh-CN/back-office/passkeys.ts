/**
 * Passkeys' texts (issue 29, base locale): the card on My account (/systemadmin/account), the
 * "sign in with a passkey" button of the login page and the session-expired dialog, and the
 * invitation page's "register a passkey instead".
 */
const passkeys = {
  title: "通行密钥",
  text: "用指纹、面容或设备 PIN 码登录，无需密码和验证码。每台设备或密码管理器各保存一个通行密钥。",
  add: "添加通行密钥",
  adding: "请在设备上确认…",
  none: "还没有通行密钥。",
  unsupported: "此浏览器不支持通行密钥。",
  added: "已添加通行密钥",
  addedOn: "添加于",
  lastUsed: "上次使用",
  neverUsed: "尚未使用",
  synced: "已同步",
  renameNamed: "重命名 {name}",
  rename: "重命名",
  renameTitle: "重命名通行密钥",
  renamed: "已重命名通行密钥",
  removeNamed: "删除 {name}",
  remove: "删除",
  removeTitle: "删除这个通行密钥？",
  removeText: "之后不能再用“{name}”登录。设备上保存的通行密钥需要在设备上自行删除。",
  removed: "已删除通行密钥",
  nameTitle: "为新的通行密钥命名",
  name: "名称",
  nameHint: "便于区分你的通行密钥，例如“工作电脑”；留空则使用设备名称",
  save: "保存",
  saving: "正在保存…",
  nameRequired: "请为通行密钥命名",
  cancel: "取消",
  continue: "继续",
  failed: "通行密钥操作失败",
  readFailed: "无法读取通行密钥：{message}",
  offline: "通行密钥保存在服务器上，联网后才能查看和管理。",
  retry: "重试",
  errors: {
    cancelled: "通行密钥请求已取消或超时",
    exists: "这台设备已保存了你账号的通行密钥",
    security: "通行密钥需要使用本站的域名（不能是 IP 地址）访问",
    other: "通行密钥出错：{message}",
  },
  signIn: "使用通行密钥登录",
  signingIn: "请在设备上确认…",
  or: "或",
  signedIn: "已使用通行密钥登录",
  signInFailed: "通行密钥登录失败",
  invitation: {
    instead: "改为注册通行密钥",
    text: "无需记住密码：由你的设备为你登录。",
    registering: "请在设备上确认…",
    failed: "无法注册通行密钥",
  },
}

export default passkeys

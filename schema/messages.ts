/**
 * Every validation and error message the schemas and the server can produce, in both interface
 * languages. Schemas carry only a message *code*; the code is turned into text for the person's
 * language at the edge (server response, form field), so one schema serves zh-CN and en.
 * Texts the product spec quotes are kept word for word, except that English sentences start with a
 * capital letter (issue 28: the spec's "please enter a valid email address" stood beside "This field is
 * required").
 */
export const languages = ["zh-CN", "en"] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = "zh-CN"

export const messages = {
  required: { "zh-CN": "此项为必填项", en: "This field is required" },
  invalidType: { "zh-CN": "格式不正确", en: "Invalid value" },
  invalidValue: { "zh-CN": "取值无效", en: "Invalid value" },
  tooLong: { "zh-CN": "内容过长", en: "Too long" },
  invalidId: { "zh-CN": "无效的 ID", en: "Invalid id" },
  invalidIdList: { "zh-CN": "请选择有效的数字员工", en: "Please choose valid digital employees" },
  url: { "zh-CN": "请输入有效的URL", en: "Please enter a valid URL" },
  color: { "zh-CN": "请输入有效的颜色值（如 #3b82f6）", en: "Please enter a valid colour (e.g. #3b82f6)" },
  "collaboration.email": { "zh-CN": "请输入有效的邮箱地址", en: "Please enter a valid email address" },
  "collaboration.phone": { "zh-CN": "请输入有效的电话号码", en: "Please enter a valid phone number" },
  "collaboration.status": { "zh-CN": "无效的状态", en: "Invalid status" },
  "contact.name": { "zh-CN": "名称至少需要2个字符", en: "Name must be at least 2 characters" },
  "contact.email": { "zh-CN": "请输入有效的电子邮件地址", en: "Please enter a valid email address" },
  "contact.phone": { "zh-CN": "请输入有效的电话号码", en: "Please enter a valid phone number" },
  "contact.subject": { "zh-CN": "主题至少需要5个字符", en: "Subject must be at least 5 characters" },
  "contact.message": { "zh-CN": "消息至少需要10个字符", en: "Message must be at least 10 characters" },
  "login.username": { "zh-CN": "用户名至少3个字符", en: "Username must be at least 3 characters" },
  "login.password": { "zh-CN": "密码至少6个字符", en: "Password must be at least 6 characters" },
  "login.captcha": { "zh-CN": "请输入验证码", en: "Please enter the captcha" },
  "blog.category": {
    "zh-CN": "请选择有效的分类：技术趋势、案例研究、工作方式、产品更新、行业动态",
    en: "Please choose a valid category",
  },
  "blog.readTime": { "zh-CN": "阅读时间必须是正整数", en: "Reading time must be a positive whole number" },
  "blog.isPublished": { "zh-CN": "发布状态必须是真或假", en: "Publish state must be true or false" },
  "translation.checked": {
    "zh-CN": "只能将本条内容中有中英文两个版本的字段标记为已核对",
    en: "Only fields of this record that exist in both languages can be marked as checked",
  },
  "schedule.time": { "zh-CN": "请选择有效的日期和时间", en: "Please choose a valid date and time" },
  "schedule.nonexistent": {
    "zh-CN": "该时间在网站时区中不存在（时钟在此调整），请选择其他时间",
    en: "This time does not exist in the site's time zone (the clocks skip it); please choose another",
  },
  "schedule.unpublishBeforePublish": {
    "zh-CN": "下线时间必须晚于发布时间",
    en: "The time to unpublish must be after the time to publish",
  },
  "settings.enquiryRetentionDays": {
    "zh-CN": "保留天数必须是 0 到 3650 之间的整数（0 表示永久保留）",
    en: "The days to keep must be a whole number from 0 to 3650 (0 keeps them for ever)",
  },
  "audit.entity": { "zh-CN": "无效的内容类型", en: "Unknown type of content" },
  "audit.action": { "zh-CN": "无效的操作类型", en: "Unknown action" },
  "audit.date": {
    "zh-CN": "请输入有效的日期（如 2026-11-25）",
    en: "Please enter a valid date (e.g. 2026-11-25)",
  },
  "audit.limit": {
    "zh-CN": "每页条数必须在 1 到 200 之间",
    en: "The page size must be between 1 and 200",
  },
  "list.limit": {
    "zh-CN": "每页条数必须是 1 到 500 之间的整数",
    en: "The page size must be a whole number from 1 to 500",
  },
  "list.after": {
    "zh-CN": "分页位置无效，请使用上一页 Link 头中的地址",
    en: "Invalid page position: use the address in the previous page's Link header",
  },
  "audit.madeAt": {
    "zh-CN": "X-Made-At 必须是毫秒时间戳",
    en: "X-Made-At must be a time in milliseconds since 1970",
  },
  // Errors the server answers with (the `message` of an error body).
  "error.validation": { "zh-CN": "提交的数据无效", en: "The submitted data is invalid" },
  "error.malformedJson": { "zh-CN": "请求体不是有效的 JSON", en: "The request body is not valid JSON" },
  "error.payloadTooLarge": { "zh-CN": "请求体过大", en: "The request body is too large" },
  "error.unsupportedMediaType": {
    "zh-CN": "请求必须使用 application/json 内容类型",
    en: "The request must use the application/json content type",
  },
  "error.unauthorized": { "zh-CN": "请先登录", en: "Please log in first" },
  "error.forbidden": { "zh-CN": "没有权限", en: "Forbidden" },
  "error.roleForbidden": {
    "zh-CN": "你的角色（{role}）不允许此操作",
    en: "Your role ({role}) does not allow this",
  },
  "error.madeByOther": {
    "zh-CN": "这项修改由另一个账号在此设备上保存，不能以当前账号发送",
    en: "This edit was saved on this device by another account and cannot be sent as yours",
  },
  "error.accountDisabled": {
    "zh-CN": "此账号已停用，请联系管理员",
    en: "This account is disabled; ask an administrator",
  },
  "error.lastAdmin": {
    "zh-CN": "至少需要保留一名启用的管理员",
    en: "At least one active administrator must remain",
  },
  "error.usernameTaken": { "zh-CN": "该用户名已被使用", en: "This username is already taken" },
  "error.invitationInvalid": {
    "zh-CN": "邀请链接无效、已使用或已过期，请向管理员索取新的链接",
    en: "This invitation link is invalid, used or expired; ask an administrator for a new one",
  },
  "error.wrongPassword": { "zh-CN": "当前密码不正确", en: "The current password is wrong" },
  "error.accountNotFound": { "zh-CN": "账号不存在", en: "No such account" },
  "error.sessionNotFound": { "zh-CN": "该会话不存在或已结束", en: "No such session, or it has ended" },
  "error.resetSelf": {
    "zh-CN": "不能重置自己的登录：你会被锁在外面。请在“我的账号”中修改密码",
    en: "You cannot reset your own sign-in: you would lock yourself out. Change your password under My account",
  },
  "error.deleteSelf": {
    "zh-CN": "不能删除自己的账号，请让另一位管理员删除",
    en: "You cannot delete your own account; ask another administrator",
  },
  "error.disableSelf": {
    "zh-CN": "不能停用自己的账号，请让另一位管理员停用",
    en: "You cannot disable your own account; ask another administrator",
  },
  // Who is editing what (issue 30, schema/presence.ts).
  "presence.tab": {
    "zh-CN": "标签页标识无效（8 到 64 个字母、数字、- 或 _）",
    en: "Invalid tab name (8 to 64 letters, digits, - or _)",
  },
  "presence.entity": {
    "zh-CN": "无效的内容类型：应为员工、团队、项目、工具或文章",
    en: "Invalid content kind: employees, teams, projects, tools or blog posts",
  },
  // Passkeys (issue 29, sync-server/accounts/*passkey*).
  "passkey.malformed": {
    "zh-CN": "通行密钥的响应格式不正确，请重试",
    en: "The passkey's answer is malformed; try again",
  },
  "error.passkeyChallenge": {
    "zh-CN": "此通行密钥请求已过期或已使用，请重试",
    en: "This passkey request has expired or was already used; try again",
  },
  "error.passkeyFailed": {
    "zh-CN": "无法验证该通行密钥，请重试",
    en: "The passkey could not be verified; try again",
  },
  "error.passkeyUnknown": {
    "zh-CN": "此通行密钥未在本站登记（可能已被删除），请使用密码登录",
    en: "This passkey is not registered here (it may have been removed); sign in with your password",
  },
  "error.passkeyExists": {
    "zh-CN": "此通行密钥已经登记过了",
    en: "This passkey is already registered",
  },
  "error.passkeyNotFound": { "zh-CN": "该通行密钥不存在", en: "No such passkey" },
  "error.lastPasskey": {
    "zh-CN": "这是你登录的唯一方式：请先设置密码或添加另一个通行密钥，再删除它",
    en: "This is your only way to sign in: set a password or add another passkey before removing it",
  },
  "passkey.defaultName": { "zh-CN": "通行密钥", en: "Passkey" },
  "passkey.rpName": { "zh-CN": "数字员工后台", en: "Digital employees back office" },
  "session.device": { "zh-CN": "{os} 上的 {browser}", en: "{browser} on {os}" },
  "session.unknownDevice": { "zh-CN": "未知设备", en: "Unknown device" },
  "account.usernameChars": {
    "zh-CN": "用户名只能包含字母、数字和 . _ @ -",
    en: "A username may contain only letters, digits and . _ @ -",
  },
  "account.passwordShort": { "zh-CN": "密码至少8个字符", en: "A password must be at least 8 characters" },
  "invitation.invalid": {
    "zh-CN": "邀请链接无效、已使用或已过期，请向管理员索取新的链接",
    en: "This invitation link is invalid, used or expired; ask an administrator for a new one",
  },
  "role.admin": { "zh-CN": "管理员", en: "Administrator" },
  "role.editor": { "zh-CN": "编辑", en: "Editor" },
  "role.viewer": { "zh-CN": "只读成员", en: "Viewer" },
  "error.notFound": { "zh-CN": "资源不存在", en: "Not found" },
  "error.employeeNotFound": { "zh-CN": "员工不存在", en: "Digital employee not found" },
  "error.teamNotFound": { "zh-CN": "团队不存在", en: "Team not found" },
  "error.projectNotFound": { "zh-CN": "项目不存在", en: "Project not found" },
  "error.toolNotFound": { "zh-CN": "工具不存在", en: "Tool not found" },
  "error.blogPostNotFound": { "zh-CN": "文章不存在", en: "Blog post not found" },
  "error.collaborationNotFound": { "zh-CN": "合作请求不存在", en: "Collaboration request not found" },
  "error.tooManyNotes": {
    "zh-CN": "这条记录的备注已达上限（200 条）",
    en: "This entry already has the most notes it can hold (200)",
  },
  "error.versionConflict": {
    "zh-CN": "该记录已被他人修改",
    en: "This record was changed by someone else",
  },
  "error.idempotencyMismatch": {
    "zh-CN": "同一个幂等键不能用于不同的请求",
    en: "This Idempotency-Key was already used for a different request",
  },
  "error.idempotencyInFlight": {
    "zh-CN": "相同的请求正在处理中",
    en: "A request with this Idempotency-Key is still being processed",
  },
  "error.invalidIdempotencyKey": {
    "zh-CN": "Idempotency-Key 必须是 UUID",
    en: "Idempotency-Key must be a UUID",
  },
  "error.invalidIfMatch": { "zh-CN": "If-Match 必须是版本号", en: "If-Match must be a version number" },
  "error.cursorExpired": {
    "zh-CN": "同步游标已过期，请重新同步",
    en: "The sync cursor is no longer known; start over from 0",
  },
  "error.streamsBusy": {
    "zh-CN": "实时更新连接过多，将改为定时检查更新，稍后再试",
    en: "Too many live-update connections: updates are checked every few minutes instead; try again later",
  },
  "error.loginFailed": { "zh-CN": "用户名或密码错误", en: "Wrong username or password" },
  "error.captchaInvalid": {
    "zh-CN": "验证码错误或已过期",
    en: "The captcha is wrong or has expired",
  },
  "error.rateLimited": {
    "zh-CN": "尝试次数过多，请稍后再试",
    en: "Too many attempts, please try again later",
  },
  // {seconds} / {minutes} are filled in by the login route with the wait its Retry-After header gives.
  "error.rateLimitedSeconds": {
    "zh-CN": "尝试次数过多，请 {seconds} 秒后再试",
    en: "Too many attempts, please try again in {seconds} s",
  },
  "error.rateLimitedMinutes": {
    "zh-CN": "尝试次数过多，请 {minutes} 分钟后再试",
    en: "Too many attempts, please try again in {minutes} min",
  },
  "error.crossSiteRequest": {
    "zh-CN": "请求被拒绝：它来自其他网站",
    en: "Request refused: it came from another site",
  },
  "error.internal": { "zh-CN": "服务器内部错误", en: "Internal server error" },
  "error.unknownTeamMember": {
    "zh-CN": "团队成员中包含不存在的数字员工",
    en: "The team lists a digital employee that does not exist",
  },
  // The media API (docs/media.md). {maxMegabytes} / {maxMegapixels} are filled in by the upload route.
  "media.altRequired": {
    "zh-CN": "请为图片填写中文和英文的替代文本",
    en: "Please give the picture a description (alt text) in both Chinese and English",
  },
  "media.empty": { "zh-CN": "没有收到图片内容", en: "No picture was received" },
  "media.tooManyBytes": {
    "zh-CN": "图片文件过大，最大 {maxMegabytes} MB",
    en: "The picture file is too large: at most {maxMegabytes} MB",
  },
  "media.tooManyPixels": {
    "zh-CN": "图片尺寸过大，最多 {maxMegapixels} 百万像素",
    en: "The picture has too many pixels: at most {maxMegapixels} megapixels",
  },
  "media.unsupportedType": {
    "zh-CN": "不支持的图片格式：请上传 JPEG、PNG、WebP、AVIF 或 GIF 图片",
    en: "Unsupported picture format: please upload a JPEG, PNG, WebP, AVIF or GIF picture",
  },
  "media.svgRefused": {
    "zh-CN": "不接受 SVG 图片：SVG 可以包含脚本。请上传 PNG、JPEG、WebP、AVIF 或 GIF 图片",
    en: "SVG pictures are not accepted: an SVG can carry scripts. Please upload a PNG, JPEG, WebP, AVIF or GIF picture",
  },
  "media.invalidImage": {
    "zh-CN": "图片文件已损坏或不完整，无法读取",
    en: "The picture file is damaged or incomplete and cannot be read",
  },
  "media.inUse": {
    "zh-CN": "该图片仍在使用中（{count} 处），请先从这些内容中移除它再删除",
    en: "This picture is still used ({count} places): remove it from that content before deleting it",
  },
  "media.notFound": { "zh-CN": "图片不存在", en: "Picture not found" },
  // {max} is filled in with mediaFileNameMaxLength (schema/media.ts).
  "media.fileNameTooLong": {
    "zh-CN": "图片的文件名太长：最多 {max} 个字符，请改短文件名后再上传",
    en: "The picture's file name is too long: at most {max} characters. Rename the file and upload it again",
  },
  "media.fileNameInvalid": {
    "zh-CN": "图片的文件名无效：只能给出一个文本形式的文件名",
    en: "The picture's file name is invalid: give one file name, as text",
  },
  // {seconds} is filled in with the wait the 503's Retry-After gives (password checks busy, docs/security.md).
  "error.passwordChecksBusy": {
    "zh-CN": "服务器正忙于处理其他登录，请 {seconds} 秒后再试",
    en: "The server is busy checking other sign-ins, please try again in {seconds} s",
  },
  // Public enquiries (docs/security.md, "Public enquiries"). {minutes} is filled in with the wait the
  // 429's Retry-After gives; the outbox of the app sends the enquiry again by itself after it.
  "enquiry.tooManyFromAddress": {
    "zh-CN": "来自您所在网络的合作请求和留言过多：{minutes} 分钟后可再次提交",
    en: "Too many requests and messages came from your network: another can be sent in {minutes} min",
  },
  "enquiry.tooManyOverall": {
    "zh-CN": "目前收到的合作请求和留言过多：{minutes} 分钟后可再次提交",
    en: "Too many requests and messages are arriving right now: another can be sent in {minutes} min",
  },
  "enquiry.refusedAsAutomated": {
    "zh-CN": "请求未被接受：它看起来是由程序自动提交的。请在网页上填写表单后重新提交",
    en: "The request was not accepted: it looks like it was sent by a program. Please fill in the form on the page and send it again",
  },
  // The login captcha (sync-server/auth/captcha-token.ts): no captcha cookie, expired, already used.
  "error.captchaMissing": {
    "zh-CN": "没有找到验证码，请刷新验证码后重试",
    en: "No captcha was loaded for this sign-in: refresh the captcha and try again",
  },
  "error.captchaExpired": {
    "zh-CN": "验证码已过期，请刷新验证码后重试",
    en: "The captcha has expired: refresh it and try again",
  },
  "error.captchaUsed": {
    "zh-CN": "验证码已使用过，请刷新验证码后重试",
    en: "This captcha was already used: refresh it and try again",
  },
  // {seconds} is filled in with the wait the 429's Retry-After gives (GET /api/captcha, per address).
  "error.captchaRateLimited": {
    "zh-CN": "获取验证码过于频繁，请 {seconds} 秒后再试",
    en: "Too many captchas requested, please try again in {seconds} s",
  },
  // Refused at the server's edge (sync-server/http/input-checks.ts): characters no database keeps as
  // sent (schema/storable-text.ts), in a field (the issue) or anywhere in the request (the message).
  unstorableText: {
    "zh-CN": "含有无法保存的字符（空字符或不成对的代理字符），请删除后重试",
    en: "Contains a character that cannot be stored (a NUL or an unpaired surrogate): remove it and try again",
  },
  "error.unstorableText": {
    "zh-CN": "提交的内容含有无法保存的字符（空字符或不成对的代理字符）",
    en: "The request contains a character that cannot be stored (a NUL or an unpaired surrogate)",
  },
  // Two-step sign-in (sync-server/accounts/two-step-routes.ts, routes/login-two-step.ts).
  "twoStep.code": { "zh-CN": "请输入验证器中的 6 位数字", en: "Enter the 6 digits from your authenticator" },
  "twoStep.recoveryCode": {
    "zh-CN": "恢复码是 10 个字母或数字（如 ABCDE-23456）",
    en: "A recovery code is 10 letters or digits (like ABCDE-23456)",
  },
  "error.twoStepRequired": {
    "zh-CN": "管理员要求所有账号启用两步验证：请先在“我的账号”中设置两步验证",
    en: "Your administrator requires two-step sign-in for every account: set it up on My account first",
  },
  "error.twoStepPolicyOn": {
    "zh-CN": "管理员要求所有账号启用两步验证，因此无法关闭",
    en: "Two-step sign-in cannot be turned off: your administrator requires it for every account",
  },
  "error.twoStepWrongCode": {
    "zh-CN": "验证码不正确、已过期或已使用过，请输入验证器中当前显示的数字",
    en: "The code is wrong, expired or already used: enter the one your authenticator shows now",
  },
  "error.twoStepWrongRecoveryCode": {
    "zh-CN": "恢复码不正确或已使用过",
    en: "The recovery code is wrong or was already used",
  },
  "error.twoStepNotPending": {
    "zh-CN": "登录的第二步已过期或不存在，请重新输入用户名和密码",
    en: "The second sign-in step has expired or was not started: sign in with your password again",
  },
  "error.twoStepNotStarted": {
    "zh-CN": "两步验证的设置已过期，请重新开始设置",
    en: "The two-step setup has expired: start it again",
  },
  "error.twoStepAlreadyOn": {
    "zh-CN": "两步验证已经开启",
    en: "Two-step sign-in is already on",
  },
  "error.twoStepOff": {
    "zh-CN": "两步验证尚未开启",
    en: "Two-step sign-in is not on",
  },
  "error.twoStepPolicySelfFirst": {
    "zh-CN": "请先为自己的账号设置两步验证，再要求所有账号启用",
    en: "Set up two-step sign-in for your own account first, then require it for everyone",
  },
  "error.twoStepProofMissing": {
    "zh-CN": "请输入验证器中的验证码或当前密码",
    en: "Enter a code from your authenticator or your current password",
  },
  // The limit is maxJsonDepth (sync-server/http/input-checks.ts).
  "error.tooDeep": {
    "zh-CN": "提交的数据嵌套层级过深（最多 64 层）",
    en: "The submitted data is nested too deeply (at most 64 levels)",
  },
} as const satisfies Record<string, Record<Language, string>>

export type MessageCode = keyof typeof messages

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(messages, code)

/** Text for a code in a language; an unknown code is shown as itself (like a missing translation key). */
export const messageText = (code: string, language: Language): string =>
  isMessageCode(code) ? messages[code][language] : code

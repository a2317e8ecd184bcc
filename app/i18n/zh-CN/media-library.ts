/**
 * The admin media library's texts (zh-CN): /systemadmin/media, its filter, the picture cards, the alt
 * text dialog, the delete confirmation and the states (loading, empty, offline, errors).
 */
const mediaLibrary = {
  nav: "图片库",
  title: "图片库",
  subtitle: "上传的图片、它们的替代文本和使用次数，最新的在前。未被使用的图片可以删除。",
  searchLabel: "搜索图片",
  searchPlaceholder: "替代文本或图片地址...",
  noMatch: "没有与此搜索匹配的图片。",
  tile: "上传的图片、替代文本和使用情况",
  filter: {
    label: "显示",
    all: "全部（{count:number}）",
    inUse: "使用中（{count:number}）",
    unused: "未使用（{count:number}）",
  },
  card: {
    altZh: "中文替代文本",
    altEn: "英文替代文本",
    size: "尺寸",
    dimensions: "{width:number} × {height:number} 像素",
    uploaded: "上传时间",
    uploader: "上传者",
    unknownUploader: "未知",
    usedIn: "使用 {count:number} 处",
    unused: "未使用",
    usedAt: "使用位置：",
    inUseNote: "使用中，不能删除：请先从使用它的内容中移除这张图片。",
  },
  actions: {
    editAlt: "编辑替代文本",
    copy: "复制地址",
    delete: "删除",
  },
  copied: "图片地址已复制",
  copyFailed: "无法写入剪贴板，请手动复制这个地址：",
  edit: {
    title: "编辑替代文本",
    hint: "描述图片的内容，供读屏软件和图片无法显示时使用。",
    altRequired: "请填写中文替代文本",
    altEnRequired: "请填写英文替代文本",
    tooLong: "最多 {max:number} 个字符",
    save: "保存",
    saving: "保存中...",
    saved: "替代文本已保存",
  },
  remove: {
    title: "删除图片",
    text: "确定删除这张图片吗？它的所有尺寸的文件都会从服务器删除，无法恢复。",
    confirm: "删除",
    deleted: "图片已删除",
  },
  failed: "操作没有完成",
  empty: "还没有上传任何图片",
  emptyHint: "在员工、团队、项目或博客的表单中上传图片后，它们会显示在这里。",
  noneInUse: "没有正在使用的图片",
  noneUnused: "没有未使用的图片",
  showAll: "显示全部",
  offline: "图片库保存在服务器上，联网后才能查看和修改。",
  writeOffline: "当前离线：图片库的修改需要连接服务器，请联网后重试。",
  readFailed: "无法读取图片库：{message:string}",
  retry: "重试",
  count: "共 {count:number} 张图片",
}

export default mediaLibrary

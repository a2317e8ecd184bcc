/** Texts about pictures on the public site (zh-CN): the byte progress of "keep this site offline". */
const pictures = {
  offline: {
    progressBytes: "已下载 {done:string}，共 {total:string}",
    progressBytesSoFar: "已下载 {done:string}",
  },
}

export default pictures

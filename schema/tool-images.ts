/**
 * The site picks a tool's picture by its name (spec section 2), falling back to a default, unless the
 * tool has an uploaded picture of its own (`image`, issue 18), which comes first. The demo content and
 * the app share this map so the pictures of the demo tools ship with the app and work offline.
 */
export const toolImages: Readonly<Record<string, string>> = {
  智能对话引擎: "/demo/tools/chat-engine.svg",
  数据洞察看板: "/demo/tools/insight-board.svg",
  文档智能解析: "/demo/tools/doc-parser.svg",
  智能体构建器: "/demo/tools/agent-builder.svg",
  企业知识库: "/demo/tools/knowledge-base.svg",
  流程编排器: "/demo/tools/workflow.svg",
  邮件自动助手: "/demo/tools/mail-assistant.svg",
  智能日程助理: "/demo/tools/calendar.svg",
  安全合规网关: "/demo/tools/security-gateway.svg",
  集成连接器: "/demo/tools/connectors.svg",
}

export const fallbackToolImage = "/demo/fallback-tool.svg"

export const toolImageFor = (name: string): string => toolImages[name] ?? fallbackToolImage

/** The picture a tool is drawn with: its own when set (not blank), else the one chosen by its name. */
export const toolPictureOf = (tool: { readonly name: string; readonly image?: string | null }): string => {
  const own = (tool.image ?? "").trim()
  return own === "" ? toolImageFor(tool.name) : own
}

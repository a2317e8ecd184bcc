/** A small fetch wrapper for the API tests: JSON in and out, an optional session cookie. */
export interface ApiResponse<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export interface RequestOptions {
  body?: unknown
  cookie?: string
  headers?: Record<string, string>
}

// Tests read fields of whatever came back; a loose type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export const apiClient = (baseUrl: string) => {
  const request = async (
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<Json>> => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.cookie !== undefined) headers.Cookie = options.cookie
    let body: string | undefined
    if (options.body !== undefined) {
      headers["Content-Type"] ??= "application/json"
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body)
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text === "" ? undefined : JSON.parse(text)
    } catch {
      // not JSON (an SVG, an HTML page): keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers }
  }
  return {
    request,
    get: (path: string, options?: RequestOptions) => request("GET", path, options),
    post: (path: string, options?: RequestOptions) => request("POST", path, options),
    patch: (path: string, options?: RequestOptions) => request("PATCH", path, options),
    delete: (path: string, options?: RequestOptions) => request("DELETE", path, options),
  }
}

export const sampleEmployee = (name = "测试员工") => ({
  name,
  image: "/demo/employees/test.svg",
  description: "一个用于测试的数字员工",
  profession: "测试",
  useCases: "测试, 验证",
})

export const sampleTeam = (composition: number[], name = "测试团队") => ({
  name,
  description: "一个用于测试的团队",
  image: "/demo/teams/test.svg",
  composition,
})

export const sampleProject = (teamComposition: number[] = []) => ({
  name: "测试项目",
  description: "一个用于测试的项目",
  image: "/demo/projects/test.svg",
  teamDescription: "电子商务",
  teamComposition,
})

export const sampleTool = () => ({
  name: "测试工具",
  description: "一个用于测试的工具",
  url: "https://example.com/tool",
})

export const samplePost = (title = "测试文章") => ({
  title,
  content: "# 标题\n\n正文",
  summary: "摘要",
  image: "/demo/blog/test.svg",
  category: "技术趋势" as const,
})

/** A contact page message as the form sends it (issue 28, item 1). */
export const sampleContactMessage = () => ({
  kind: "contact",
  contactName: "李四",
  email: "lisi@example.com",
  phone: "13900000000",
  subject: "预约产品演示",
  message: "想在下周预约一次数字员工的线上演示。",
})

export const sampleCollaboration = () => ({
  companyName: "测试公司",
  contactName: "张三",
  email: "zhang@example.com",
  phone: "13800000000",
  message: "我们希望定制一个客服数字员工。",
})

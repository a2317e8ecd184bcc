/** Valid payloads for engine tests (the same shapes the server's own tests use). */
let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`

export const newEmployee = (name = unique("员工")) => ({
  name,
  image: "/demo/fallback-employee.svg",
  description: "一个用于测试的数字员工",
  profession: "测试",
  useCases: "测试, 验证",
})

export const newTeam = (composition: number[], name = unique("团队")) => ({
  name,
  description: "一个用于测试的团队",
  image: "/demo/fallback-team.svg",
  composition,
})

export const newPost = (title = unique("文章")) => ({
  title,
  content: "# 标题\n\n正文",
  summary: "摘要",
  image: "/demo/fallback-blog.svg",
  category: "技术趋势",
})

export const newCollaboration = (companyName = unique("公司")) => ({
  companyName,
  contactName: "张三",
  email: "zhang@example.com",
  phone: "13800000000",
  message: "我们希望定制一个客服数字员工。",
})

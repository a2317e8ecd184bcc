/**
 * The site search (issue 32, item 1, base locale): the header's field, its list of suggestions and
 * the results page at /search.
 */
import pageTexts from "../../../shared/page-texts/zh-CN.js"

const search = {
  /** The results page's <h1> and document title (the server's head says the same). */
  title: pageTexts.search,
  /** The field's accessible name and its placeholder. */
  label: "搜索全站",
  placeholder: "搜索员工、团队、项目、工具、文章",
  /** The header's button on narrow screens, and the form's submit button. */
  open: "搜索",
  submit: "搜索",
  shortcut: "按 / 或 Ctrl+K 搜索",
  /** Each group of results, by kind. */
  kinds: {
    employee: "数字员工",
    team: "数字团队",
    project: "项目案例",
    tool: "AI 工具",
    post: "博客文章",
  },
  /** Announced (aria-live) and shown above the results. */
  resultCount: "找到 {count:number} 条与“{query:string}”相关的结果",
  noResults: "没有与“{query:string}”相关的结果",
  noResultsHint: "换个词试试，或用更短的关键词；中文和英文都可以搜索。",
  emptyQuery: "输入关键词，搜索全站的数字员工、团队、项目、工具和文章。",
  loading: "正在准备搜索…",
  /** A group that shows only part of its matches. */
  moreInGroup: "另有 {count:number} 条",
  /** The suggestions' last line: the full results page. */
  seeAll: "查看全部结果",
  keyboardHint: "用 ↑ ↓ 选择结果，回车打开",
} as const

export default search

import { expect, test } from "vitest"
import { blogCategoryLabel } from "../../../../schema/entities/blog-categories.ts"
import { labelOrCode } from "./labels.ts"

const labels = { analytics: () => "数据分析", event_driven: () => "事件驱动" }

test.each([
  ["analytics", "数据分析"],
  ["event_driven", "事件驱动"],
  ["custom_code", "custom_code"],
  ["toString", "toString"],
  ["", ""],
])("%j -> %j", (code, shown) => expect(labelOrCode(labels, code)).toBe(shown))

const categoryLabels = {
  technologyTrends: () => "Technology trends",
  caseStudies: () => "Case studies",
  waysOfWorking: () => "Ways of working",
  productUpdates: () => "Product updates",
  industryNews: () => "Industry news",
}

test.each([
  ["技术趋势", "Technology trends"],
  ["行业动态", "Industry news"],
  ["其他", "其他"],
  ["constructor", "constructor"],
])("blog category %j -> %j", (category, shown) =>
  expect(blogCategoryLabel(categoryLabels, category)).toBe(shown),
)

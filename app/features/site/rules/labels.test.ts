import { expect, test } from "vitest"
import { labelOrCode } from "./labels.ts"

const labels = { analytics: () => "数据分析", event_driven: () => "事件驱动" }

test.each([
  ["analytics", "数据分析"],
  ["event_driven", "事件驱动"],
  ["custom_code", "custom_code"],
  ["toString", "toString"],
  ["", ""],
])("%j -> %j", (code, shown) => expect(labelOrCode(labels, code)).toBe(shown))

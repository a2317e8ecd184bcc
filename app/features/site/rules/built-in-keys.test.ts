import { describe, expect, test } from "vitest"
import { categoryTone } from "./category-colors.ts"
import { employeeStyle, toolCategoryTone } from "./icons.ts"

// Categories and professions are content: names of Object's own members get the defaults, not
// Object's functions (an employee card once crashed on the profession "constructor").
describe("content that names a built-in property gets the defaults", () => {
  test.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])("%s", (name) => {
    expect(employeeStyle(name)).toEqual({ icon: "Bot", tone: "neutral" })
    expect(toolCategoryTone(name)).toBe("neutral")
    expect(categoryTone(name)).toBe("neutral")
  })
})

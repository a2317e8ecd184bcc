import { expect, test } from "vitest"
import { newPasswordProblems } from "./new-password.ts"

test("a new password: at least 8 characters (the schema's message, in the language asked), then both entries alike", () => {
  expect(newPasswordProblems("short", "short", "en", "Not the same")).toEqual({
    password: "A password must be at least 8 characters",
  })
  expect(newPasswordProblems("short", "short", "zh-CN", "不一致").password).toBe("密码至少8个字符")
  expect(newPasswordProblems("long enough", "long enougH", "en", "Not the same")).toEqual({
    confirm: "Not the same",
  })
  expect(newPasswordProblems("long enough", "long enough", "en", "Not the same")).toEqual({})
})

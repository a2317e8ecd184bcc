import { expect, test } from "vitest"
import { changedFields } from "./changed-fields.ts"

test("only the fields that differ from the stored row are kept", () => {
  const baseline = { name: "Ada", url: null, composition: [1, 2] }
  expect(changedFields({ name: "Ada", url: null, composition: [1, 2] }, baseline)).toEqual({})
  expect(changedFields({ name: "Ada L", url: "https://a.example", composition: [2, 1] }, baseline)).toEqual({
    name: "Ada L",
    url: "https://a.example",
    composition: [2, 1],
  })
})

import { beforeEach, describe, expect, test } from "vitest"
import { discardDraft, draftKey, loadDraft, saveDraft } from "./drafts.ts"

class MemoryStorage {
  private items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

describe("form drafts", () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() })
  })
  test("keys separate entities and records", () => {
    expect(draftKey("employees", "new")).not.toBe(draftKey("employees", 3))
    expect(draftKey("employees", 3)).not.toBe(draftKey("teams", 3))
  })
  test("a saved draft is restored, and gone once discarded", () => {
    const key = draftKey("employees", 7)
    saveDraft(key, { name: "Ada" })
    expect(loadDraft(key)).toEqual({ name: "Ada" })
    discardDraft(key)
    expect(loadDraft(key)).toBeNull()
  })
  test("a corrupt draft is ignored", () => {
    localStorage.setItem(draftKey("blog", "new"), "{not json")
    expect(loadDraft(draftKey("blog", "new"))).toBeNull()
  })
})

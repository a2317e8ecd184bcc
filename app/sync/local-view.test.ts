/**
 * The device shows an edit still queued as the server will store it (local-view.ts `overlay`),
 * including which English texts it leaves behind (schema/translation-status.ts): the back office's
 * notes, filter and dashboard are right offline, before the server answers.
 */
import { describe, expect, it } from "vitest"
import type { AnyRow, OutboxEntry } from "../db/local-row.ts"
import { staleEnglish } from "../../schema/translation-status.ts"
import { translatedFieldsOf } from "../../schema/translated-fields.ts"
import { overlay } from "./local-view.ts"

const update = (payload: Record<string, unknown>, seq: number): OutboxEntry => ({
  seq,
  key: `key-${seq}`,
  entity: "tools",
  op: "update",
  targetId: 4,
  payload,
  baseVersion: 1,
  baseRow: null,
  createdAt: "2026-11-28T00:00:00.000Z",
  attempts: 0,
  state: "pending",
  lastError: null,
  notBefore: 0,
  conflict: null,
})

const server = {
  id: 4,
  version: 1,
  name: "对话引擎",
  nameEn: "Conversation engine",
  description: "描述",
  descriptionEn: "Description",
  englishBasis: {},
} as unknown as AnyRow

describe("a queued edit's translation status on the device", () => {
  it("a Chinese edit leaves the English behind; a queued check brings it back, and is not kept in the row", () => {
    const fields = translatedFieldsOf("tools")
    const edited = overlay(server, [update({ name: "对话引擎 2" }, 1)])
    expect(staleEnglish(fields, edited)).toEqual(["name"])
    const checked = overlay(server, [
      update({ name: "对话引擎 2" }, 1),
      update({ englishChecked: ["name"] }, 2),
    ])
    expect(staleEnglish(fields, checked)).toEqual([])
    expect(checked).not.toHaveProperty("englishChecked")
    expect(checked).toMatchObject({ name: "对话引擎 2", nameEn: "Conversation engine" })
  })
})

/**
 * Says when a schedule was carried out at once (issue 31): a time set offline that reached the server
 * after it had passed, or one confirmed in the past. The server then publishes (or unpublishes) in the
 * same write and clears the field, so the row the device got back is public with no publishAt. Asked
 * by the save's announcement once the server has it (forms/announce-save.ts): it replaces the plain
 * "updated", so the person reads one toast that says what happened.
 */
import { db } from "../../../db/database.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { ToastContent } from "../../../ui/toast-queue.ts"
import type { SavedNotice } from "../forms/announce-save.ts"
import { type SchedulableEntity, publishSwitchOf } from "../../../../schema/schedule.ts"

export const lateScheduleNotice =
  (
    LL: TranslationFunctions,
    entity: SchedulableEntity,
    payload: Readonly<Record<string, unknown>>,
    nameOf: (row: Record<string, unknown>) => string,
  ): SavedNotice =>
  async (id): Promise<ToastContent | undefined> => {
    const asked = (["publishAt", "unpublishAt"] as const).filter(
      (field) => typeof payload[field] === "string",
    )
    if (asked.length === 0) return undefined
    const row = (await db[entity].get(id)) as Record<string, unknown> | undefined
    if (row === undefined) return undefined
    const isPublic = row[publishSwitchOf[entity]] === true
    // Carried out at once: its time had come when the server had it, the field is cleared and the
    // switch is where the action puts it. (A time still to come that was cleared was dropped as moot
    // instead, a publish of a row already public: the server says nothing of it, neither does this.)
    const due = (field: "publishAt" | "unpublishAt") =>
      asked.includes(field) && row[field] == null && Date.parse(String(payload[field])) <= Date.now()
    const name = nameOf(row)
    const description = LL.schedule.lateText()
    if (due("publishAt") && isPublic) return { title: LL.schedule.publishedAtOnce({ name }), description }
    if (due("unpublishAt") && !isPublic)
      return { title: LL.schedule.unpublishedAtOnce({ name }), description }
    return undefined
  }

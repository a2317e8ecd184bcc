/**
 * Adds scheduled publishing (issue 31) to the edit dialog of a kind that has it (posts, projects,
 * tools): two date-and-time fields in the site's time zone, their problems named before anything is
 * queued, a confirmation when a time has already passed (saving carries it out at once), and, once the
 * server has the save, a notice instead of "updated" when a schedule that arrived late was carried out.
 */
import { messageText, type Language } from "../../../../schema/messages.ts"
import type { SchedulableEntity } from "../../../../schema/schedule.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { EntityFormConfig } from "../forms/EntityFormDialog.tsx"
import { zoneLabel } from "./schedule-format.ts"
import { pastActions, scheduleProblems, schedulePayloadOf, scheduleValuesOf } from "./schedule-values.ts"
import { siteTimeZone } from "./site-time-zone.ts"
import { lateScheduleNotice } from "./late-schedule-notice.ts"

export const withSchedule = <Row extends { id: number }>(
  config: EntityFormConfig<Row>,
  entity: SchedulableEntity,
  LL: TranslationFunctions,
  language: Language,
  nameOf: (row: Record<string, unknown>) => string,
  zone: string = siteTimeZone,
): EntityFormConfig<Row> => {
  const t = LL.schedule
  const hint = t.hint({ zone: zoneLabel(language, zone) })
  return {
    ...config,
    fields: [
      ...config.fields,
      { kind: "datetime", name: "publishAt", label: t.publishAt(), hint },
      { kind: "datetime", name: "unpublishAt", label: t.unpublishAt(), hint },
    ],
    fromRow: (row) => ({
      ...config.fromRow(row),
      ...scheduleValuesOf(row as Record<string, unknown> | null, zone),
    }),
    toPayload: (values, mode) => ({ ...config.toPayload(values, mode), ...schedulePayloadOf(values, zone) }),
    check: (values, lang) => ({
      ...config.check?.(values, lang),
      ...Object.fromEntries(
        Object.entries(scheduleProblems(values, zone)).map(([field, code]) => [
          field,
          messageText(code, lang),
        ]),
      ),
    }),
    confirmSave: (payload, row) => {
      const past = pastActions(payload, row as Record<string, unknown> | null, Date.now())
      if (past.length === 0) return config.confirmSave?.(payload, row) ?? null
      return {
        title: t.pastTitle(),
        text: past.map((action) => (action === "publish" ? t.pastPublish() : t.pastUnpublish())).join(" "),
        confirmLabel: t.pastConfirm(),
      }
    },
    savedNotice: (payload) => lateScheduleNotice(LL, entity, payload, nameOf),
  }
}

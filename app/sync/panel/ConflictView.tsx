import { useState } from "react"
import { Button, Input, Label, TextArea, TextField } from "react-aria-components"
import type { OutboxEntry } from "../../db/local-row.ts"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { resolveConflict } from "../status.ts"
import { fieldLabel, showValue } from "./entry-label.ts"
import { useServerChange } from "./server-change.ts"
import { actionButton } from "./styles.ts"

/** A value long enough to be read and edited on several lines (a description, a post's body). */
const isLong = (value: unknown): boolean =>
  typeof value === "string" && (value.length > 60 || value.includes("\n"))

/**
 * A conflict shown side by side: for each field changed both here and on the server, my value and
 * theirs, with who changed theirs and when; the person keeps mine, takes theirs, or types the value
 * to use (text fields; several lines for long texts).
 */
export function ConflictView({ entry, onDone }: { entry: OutboxEntry; onDone: () => void }) {
  const { LL, locale } = useI18nContext()
  const t = LL.sync
  const fields = entry.conflict?.fields ?? []
  const theirs = entry.conflict?.theirs ?? null
  const change = useServerChange(entry.entity, entry.targetId, theirs)
  const changedAt =
    change === null
      ? null
      : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
          new Date(change.at),
        )
  const [edited, setEdited] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field, showValue(entry.payload[field])])),
  )
  const [error, setError] = useState<string | null>(null)
  const choose = async (choice: Parameters<typeof resolveConflict>[1]) => {
    try {
      await resolveConflict(entry.key, choice)
      onDone()
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem))
    }
  }
  const editedPayload = () =>
    Object.fromEntries(
      fields.map((field) => {
        const mine = entry.payload[field]
        const text = edited[field] ?? ""
        if (typeof mine === "number") return [field, Number(text)]
        if (typeof mine === "string" || mine === null) return [field, text]
        return [field, mine]
      }),
    )
  return (
    <div className="mt-3 rounded-lg border border-red-200 bg-red-50/50 p-3" data-testid="conflict-view">
      <p className="text-sm text-slate-700">
        {entry.op === "delete" ? t.conflict.deleteIntro() : t.conflict.intro()}
      </p>
      {change !== null && changedAt !== null ? (
        <p className="mt-1 text-xs text-slate-600" data-testid="conflict-theirs-by">
          {change.who === null
            ? t.conflict.theirsAt({ when: changedAt })
            : t.conflict.theirsBy({ who: change.who, when: changedAt })}
        </p>
      ) : null}
      {fields.length > 0 && (
        <div className="mt-3 grid gap-3">
          {fields.map((field) => (
            <div key={field} className="grid gap-2 rounded-md bg-white p-2 sm:grid-cols-2">
              <div className="text-xs font-semibold text-slate-500 sm:col-span-2">
                {t.conflict.field()}: {fieldLabel(LL, entry.entity, field)}
              </div>
              <div>
                <div className="text-xs text-slate-500">{t.conflict.mine()}</div>
                <div className="break-words whitespace-pre-line text-sm text-slate-900">
                  {showValue(entry.payload[field])}
                </div>
              </div>
              <div>
                <div className="text-xs text-slate-500">{t.conflict.theirs()}</div>
                <div className="break-words whitespace-pre-line text-sm text-slate-900">
                  {showValue(theirs?.[field])}
                </div>
              </div>
              {typeof entry.payload[field] !== "boolean" && !Array.isArray(entry.payload[field]) && (
                <TextField
                  className="sm:col-span-2"
                  value={edited[field] ?? ""}
                  onChange={(value) => setEdited((current) => ({ ...current, [field]: value }))}
                >
                  <Label className="text-xs text-slate-500">{t.conflict.edited()}</Label>
                  {isLong(entry.payload[field]) || isLong(theirs?.[field]) ? (
                    <TextArea
                      rows={5}
                      className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-2 focus:outline-blue-600"
                    />
                  ) : (
                    <Input className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-2 focus:outline-blue-600" />
                  )}
                </TextField>
              )}
            </div>
          ))}
        </div>
      )}
      {error !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button className={actionButton} onPress={() => void choose("mine")}>
          {t.actions.keepMine()}
        </Button>
        <Button className={actionButton} onPress={() => void choose("theirs")}>
          {t.actions.takeTheirs()}
        </Button>
        {fields.length > 0 && (
          <Button className={actionButton} onPress={() => void choose({ edited: editedPayload() })}>
            {t.actions.useEdited()}
          </Button>
        )}
      </div>
    </div>
  )
}

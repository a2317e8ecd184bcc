/**
 * The lists' translation filter (issue 31, item 3): every row, or only those with an English text
 * behind its Chinese (schema/translation-status.ts). Drawn only for kinds written in two languages.
 */
import type { EntityName } from "../../../../schema/sync.ts"
import { translatedFieldsOf } from "../../../../schema/translated-fields.ts"
import { staleEnglish } from "../../../../schema/translation-status.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Pill } from "../ui/Pill.tsx"
import { ListFilter } from "./ListPage.tsx"
import type { TranslationFilter as Filter } from "./use-list-state.ts"

const fieldsOf = (entity: EntityName | undefined): ReadonlyArray<string> =>
  entity === undefined ? [] : translatedFieldsOf(entity)

/** Which rows the filter's value keeps. */
export const keepTranslation =
  (entity: EntityName | undefined, value: Filter) =>
  (row: object): boolean =>
    value === "all" || staleEnglish(fieldsOf(entity), row as Record<string, unknown>).length > 0

export function TranslationFilter({
  entity,
  value,
  onChange,
}: {
  entity: EntityName | undefined
  value: Filter
  onChange: (value: Filter) => void
}) {
  const { LL } = useI18nContext()
  const t = LL.translation
  if (fieldsOf(entity).length === 0) return null
  return (
    <ListFilter
      label={t.filterLabel()}
      value={value}
      onChange={(next) => onChange(next === "stale" ? "stale" : "all")}
      options={[
        { value: "all", label: t.filterAll() },
        { value: "stale", label: t.filterStale() },
      ]}
    />
  )
}

/** Beside a row's name in the list: its English is behind somewhere. */
export function StaleEnglishMark({ entity, row }: { entity: EntityName | undefined; row: object }) {
  const { LL } = useI18nContext()
  if (staleEnglish(fieldsOf(entity), row as Record<string, unknown>).length === 0) return null
  return (
    <span data-testid="stale-english-mark" className="ml-2 align-middle">
      <Pill color="yellow">{LL.translation.rowMark()}</Pill>
    </span>
  )
}

import { X } from "lucide-react"
import type { ReactNode } from "react"
import {
  type AuditAction,
  type AuditEntity,
  auditActions,
  auditEntities,
} from "../../../../schema/audit-vocabulary.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { type ActivitySearch, hasFilters, isDay } from "./activity-search.ts"
import type { Actor } from "./use-actors.ts"

const control =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-blue-500"

function Field({
  id,
  label,
  wide = false,
  children,
}: {
  id: string
  label: string
  /** A whole line on phones (the administrator's names are the longest). */
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${wide ? "max-sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  )
}

/** Without the key: `{ ...search, key: undefined }` would leave `key=undefined` to the address. */
const without = (search: ActivitySearch, key: keyof ActivitySearch): ActivitySearch => {
  const next = { ...search }
  delete next[key]
  return next
}

/**
 * The activity log's filters: administrator, type of content, action and a range of days. Each change
 * goes straight to the address (the screen reads its filters from there).
 */
export function ActivityFilters({
  search,
  actors,
  onChange,
}: {
  search: ActivitySearch
  actors: ReadonlyArray<Actor>
  onChange: (next: ActivitySearch) => void
}) {
  const { LL } = useI18nContext()
  const t = LL.activity.filters
  const set = <K extends keyof ActivitySearch>(key: K, value: ActivitySearch[K] | undefined) =>
    onChange(value === undefined ? without(search, key) : { ...search, [key]: value })
  // An address may name an account the list does not hold (not read yet, offline): still show it.
  const listed =
    search.actor === undefined || actors.some((actor) => actor.id === search.actor)
      ? actors
      : [...actors, { id: search.actor, username: t.unknownActor({ id: search.actor }) }]

  return (
    <form
      role="search"
      aria-label={t.label()}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 border-b border-slate-200 p-4 sm:grid-cols-3 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(9.5rem,0.9fr)_minmax(9.5rem,0.9fr)_auto] lg:items-end"
    >
      <Field id="activity-actor" label={t.actor()} wide>
        <select
          id="activity-actor"
          className={control}
          value={search.actor === undefined ? "" : String(search.actor)}
          onChange={(event) =>
            set("actor", event.target.value === "" ? undefined : Number(event.target.value))
          }
        >
          <option value="">{t.allActors()}</option>
          {listed.map((actor) => (
            <option key={actor.id} value={String(actor.id)}>
              {actor.username}
            </option>
          ))}
        </select>
      </Field>
      <Field id="activity-entity" label={t.entity()}>
        <select
          id="activity-entity"
          className={control}
          value={search.entity ?? ""}
          onChange={(event) =>
            set("entity", event.target.value === "" ? undefined : (event.target.value as AuditEntity))
          }
        >
          <option value="">{t.allEntities()}</option>
          {auditEntities.map((entity) => (
            <option key={entity} value={entity}>
              {LL.audit.entity[entity]()}
            </option>
          ))}
        </select>
      </Field>
      <Field id="activity-action" label={t.action()}>
        <select
          id="activity-action"
          className={control}
          value={search.action ?? ""}
          onChange={(event) =>
            set("action", event.target.value === "" ? undefined : (event.target.value as AuditAction))
          }
        >
          <option value="">{t.allActions()}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {LL.audit.action[action]()}
            </option>
          ))}
        </select>
      </Field>
      <Field id="activity-from" label={t.from()}>
        <input
          id="activity-from"
          type="date"
          className={control}
          value={search.from ?? ""}
          max={search.to}
          onChange={(event) => set("from", isDay(event.target.value) ? event.target.value : undefined)}
        />
      </Field>
      <Field id="activity-to" label={t.to()}>
        <input
          id="activity-to"
          type="date"
          className={control}
          value={search.to ?? ""}
          min={search.from}
          onChange={(event) => set("to", isDay(event.target.value) ? event.target.value : undefined)}
        />
      </Field>
      <Button
        look="admin"
        variant="ghost"
        className="justify-center max-sm:col-span-2"
        isDisabled={!hasFilters(search)}
        onPress={() => onChange({})}
      >
        <X aria-hidden="true" className="h-4 w-4" />
        {t.clear()}
      </Button>
    </form>
  )
}

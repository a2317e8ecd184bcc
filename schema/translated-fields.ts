/**
 * The translated fields of each synced kind (schema/translation-status.ts): the Chinese name `x` of
 * every row field with an English twin `xEn`, read off the row schemas, so a field declared with a
 * twin takes part without being listed again.
 */
import { type EntityName, entityNames, rowSchemas } from "./sync.ts"
import { translatedAmong } from "./translation-status.ts"

const fieldsOf = Object.fromEntries(
  entityNames.map((entity) => [entity, translatedAmong(Object.keys(rowSchemas[entity].fields))]),
) as unknown as Record<EntityName, ReadonlyArray<string>>

export const translatedFieldsOf = (entity: EntityName): ReadonlyArray<string> => fieldsOf[entity]

/** The kinds with translated fields (everything an editor writes in two languages). */
export const translatedEntities: ReadonlyArray<EntityName> = entityNames.filter(
  (entity) => fieldsOf[entity].length > 0,
)

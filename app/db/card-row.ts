/**
 * A row as a card shows it (a list page, a home block, a related block): its detail-only fields
 * (schema/detail-fields.ts) and the device's `partial` mark left out, so the server's answer and a
 * device's are the same whether the device holds the full row or its card.
 */
import { cardOf } from "../../schema/detail-fields.ts"
import type { EntityName } from "../../schema/sync.ts"

export const cardRow = <T extends object>(entity: EntityName, row: T): T => {
  const { partial: _mark, ...card } = cardOf(entity, row as Record<string, unknown>)
  return card as T
}

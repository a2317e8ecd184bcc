/**
 * An edit sends only the fields the admin changed. Unchanged fields left out of the PATCH keep the
 * outbox's three-way merge from seeing them as "changed on both sides" when someone else edited them.
 */
export const changedFields = (
  payload: Readonly<Record<string, unknown>>,
  baseline: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const changed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(payload)) {
    if (JSON.stringify(value) !== JSON.stringify(baseline[key])) changed[key] = value
  }
  return changed
}

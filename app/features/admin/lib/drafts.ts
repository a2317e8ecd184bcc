/**
 * Drafts of admin forms kept in localStorage as they are typed, so a reload, a crash or an
 * expired session never loses a half-filled form. Keyed by entity and record id (or "new").
 */
const prefix = "admin-draft:"

export const draftKey = (entity: string, id: number | "new"): string => `${prefix}${entity}:${id}`

const storage = (): Storage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage
  } catch {
    return null
  }
}

export const loadDraft = <T extends object>(key: string): Partial<T> | null => {
  const raw = storage()?.getItem(key)
  if (raw === null || raw === undefined) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === "object" && parsed !== null ? (parsed as Partial<T>) : null
  } catch {
    return null
  }
}

export const saveDraft = (key: string, values: object): void => {
  try {
    storage()?.setItem(key, JSON.stringify(values))
  } catch {
    // A full or blocked storage only costs the draft; the form itself keeps working.
  }
}

export const discardDraft = (key: string): void => {
  storage()?.removeItem(key)
}

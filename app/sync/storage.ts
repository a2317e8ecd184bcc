/** Persistent storage: asked for when an admin logs in or someone keeps the site offline. */
export const requestPersistentStorage = async (): Promise<boolean> => {
  try {
    if (typeof navigator === "undefined" || navigator.storage?.persist === undefined) return false
    return (await navigator.storage.persisted()) || (await navigator.storage.persist())
  } catch {
    return false
  }
}

/** Bytes this site stores (IndexedDB, caches...), when the browser says. */
export const storedBytes = async (): Promise<number | undefined> => {
  try {
    if (typeof navigator === "undefined" || navigator.storage?.estimate === undefined) return undefined
    return (await navigator.storage.estimate()).usage
  } catch {
    return undefined
  }
}

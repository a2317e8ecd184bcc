/** useCases is stored as one comma-separated string; screens show it as trimmed tags, empties dropped. */
export const splitUseCases = (useCases: string): string[] =>
  useCases
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)

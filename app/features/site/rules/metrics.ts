/**
 * A project's key metrics are its result text split on full stops (Chinese 。 and Latin .),
 * each trimmed, empties dropped (spec section 2). A dot between digits ("3.5 倍") is a decimal
 * point, not a full stop, so it does not split.
 */
export const splitMetrics = (result: string | null | undefined): string[] =>
  (result ?? "")
    .split(/。|\.(?!\d)|(?<!\d)\./)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)

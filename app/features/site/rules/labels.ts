/**
 * Some fields hold codes (a tool's category "analytics", a team's orchestration "dynamic"). Known
 * codes are shown in the person's language; anything else is shown as stored rather than hidden.
 */
export const labelOrCode = (labels: Readonly<Record<string, () => string>>, code: string): string =>
  Object.hasOwn(labels, code) ? (labels[code]?.() ?? code) : code

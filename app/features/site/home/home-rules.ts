/** The home page's counts and small rules (spec section 2, "Home page"; section 9). Pure, tested. */
export const homeCounts = { employees: 3, teams: 2, projects: 3, tools: 8 } as const
export const homeSkeletons = { employees: 3, teams: 2, projects: 3, tools: 4 } as const

/** The spec's "hot" badge: the team's name contains the word for hot. */
export const isHotTeam = (name: string): boolean => name.includes("热门") || /\bhot\b/i.test(name)

/** useCases is one comma-separated string (either comma); the card shows the first few. */
export const useCaseTags = (useCases: string, max = 3): { shown: string[]; more: number } => {
  const all = useCases
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "")
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) }
}

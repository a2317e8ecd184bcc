/** A team card shows the "hot" badge when its name contains the word for hot (spec section 2). */
export const hotWord = "热门"

export const isHotTeam = (name: string): boolean => name.includes(hotWord)

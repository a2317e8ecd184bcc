/**
 * Where the public site draws content pictures (its "slots") and the `sizes` each one declares: how
 * wide the picture is drawn at each viewport width, read from the page's layout classes. Pages
 * (Picture.tsx) and "keep this site offline" (features/site/readiness/run.ts) both read these,
 * so the variant kept for offline reading is the one the page then asks for.
 * Only `(min-width: Npx)` conditions and `px`/`vw` lengths are used: variant-choice.ts evaluates them.
 */

export const pictureSizes = {
  /** A list page's card (employees, teams, projects, blog: one column, two from sm, three from lg in
   * max-w-7xl), and the home page's employee cards (the same grid). */
  card: "(min-width: 1280px) 390px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  /** The home page's project cards: four columns from lg. */
  homeProjectCard: "(min-width: 1280px) 290px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  /** The home page's team cards: the picture is a 192 px square beside the text from sm. */
  homeTeamCard: "(min-width: 640px) 192px, 100vw",
  /** The home page's tool cards: a 56 px square (size-14) beside the text. */
  homeToolCard: "56px",
  /** A detail page's main picture: the side column from lg (a third of max-w-7xl), else full width. */
  detail: "(min-width: 1280px) 384px, (min-width: 1024px) 30vw, 100vw",
  /** A team member's or an implementation team's square picture (size-16). */
  avatar: "64px",
  /** A related project on an employee's page: three columns in the main column from sm. */
  relatedProject: "(min-width: 1280px) 245px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 100vw",
  /** A blog post's cover: the article column (max-w-3xl less its padding). */
  postCover: "(min-width: 768px) 720px, 100vw",
  /** A picture inside a post's Markdown body: the same column as the cover. */
  markdownBody: "(min-width: 768px) 720px, 100vw",
  /** A related post under an article: three columns of max-w-5xl from sm. */
  relatedPost: "(min-width: 1024px) 310px, (min-width: 640px) 33vw, 100vw",
} as const

export type PictureSlot = keyof typeof pictureSizes

/** The slots each content picture is drawn in, on any public page: what keep-offline stores. */
export const slotsOf = {
  employee: ["card", "detail", "avatar"],
  team: ["card", "homeTeamCard", "detail", "avatar"],
  project: ["card", "homeProjectCard", "detail", "relatedProject"],
  blog: ["card", "postCover", "relatedPost"],
  tool: ["card", "homeToolCard", "detail"],
  markdown: ["markdownBody"],
} as const satisfies Record<string, ReadonlyArray<PictureSlot>>

export type PictureKind = keyof typeof slotsOf

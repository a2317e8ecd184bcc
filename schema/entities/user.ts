import { Schema } from "effect"

/** What GET /api/user and POST /api/login answer: never the password hash. */
export const CurrentUser = Schema.Struct({ id: Schema.Number, username: Schema.String })
export type CurrentUser = typeof CurrentUser.Type

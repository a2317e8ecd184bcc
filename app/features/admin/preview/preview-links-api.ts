/**
 * The preview links API (sync-server/preview/preview-routes.ts): server calls, not synced rows, so
 * the panel works online only and says so offline (lib/server-call.ts).
 */
import { callServer } from "../lib/server-call.ts"

/** The kinds of record with a draft state and a public page. */
export type PreviewEntity = "blogPosts" | "projects" | "tools"

/** A live link as the list gives it (never its token). */
export interface PreviewLink {
  readonly id: number
  readonly madeBy: string
  readonly madeAt: string
  readonly expiresAt: string
}

/** A link just made: its addresses are given this once. */
export interface MadePreviewLink extends PreviewLink {
  readonly url: string
  readonly urlEn: string
}

export const listPreviewLinks = (entity: PreviewEntity, id: number, language: string) =>
  callServer<PreviewLink[]>(`/api/preview-links?entity=${entity}&id=${id}`, language)

export const makePreviewLink = (entity: PreviewEntity, id: number, language: string) =>
  callServer<MadePreviewLink>("/api/preview-links", language, { method: "POST", body: { entity, id } })

export const revokePreviewLink = (linkId: number, language: string) =>
  callServer<{ id: number }>(`/api/preview-links/${linkId}`, language, { method: "DELETE" })

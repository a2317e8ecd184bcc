/**
 * One function per write of the spec. Each checks its payload with the shared schema (throwing
 * ValidationError with `issues`), applies it locally and queues it in one transaction, and resolves
 * at once with `{ id, key }`; delivery happens in the background (docs/sync.md).
 */
import type { BlogPostCreate, BlogPostUpdate } from "../../schema/entities/blog-post.ts"
import type {
  CollaborationCreate,
  CollaborationStatus,
  ContactMessageCreate,
} from "../../schema/entities/collaboration.ts"
import type { EmployeeCreate, EmployeeUpdate } from "../../schema/entities/employee.ts"
import type { ProjectCreate, ProjectUpdate } from "../../schema/entities/project.ts"
import type { SettingsUpdate } from "../../schema/entities/settings.ts"
import type { TeamCreate, TeamUpdate } from "../../schema/entities/team.ts"
import type { ToolCreate, ToolUpdate } from "../../schema/entities/tool.ts"
import { appClient } from "./app-client.ts"
import type { QueuedWrite } from "./local-writes.ts"
import type { QueuedPicture } from "./uploads.ts"

export { ValidationError, StorageFullError } from "./errors.ts"
export type { QueuedPicture, QueuedWrite }

type Input<T> = T | Record<string, unknown>

export const createEmployee = (p: Input<EmployeeCreate>): Promise<QueuedWrite> =>
  appClient.create("employees", p)
export const updateEmployee = (id: number, p: Input<EmployeeUpdate>): Promise<QueuedWrite> =>
  appClient.change("employees", "update", id, p)
export const deleteEmployee = (id: number): Promise<QueuedWrite> =>
  appClient.change("employees", "delete", id, {})

export const createTeam = (p: Input<TeamCreate>): Promise<QueuedWrite> => appClient.create("teams", p)
export const updateTeam = (id: number, p: Input<TeamUpdate>): Promise<QueuedWrite> =>
  appClient.change("teams", "update", id, p)
export const deleteTeam = (id: number): Promise<QueuedWrite> => appClient.change("teams", "delete", id, {})

export const createProject = (p: Input<ProjectCreate>): Promise<QueuedWrite> =>
  appClient.create("projects", p)
export const updateProject = (id: number, p: Input<ProjectUpdate>): Promise<QueuedWrite> =>
  appClient.change("projects", "update", id, p)
export const deleteProject = (id: number): Promise<QueuedWrite> =>
  appClient.change("projects", "delete", id, {})

export const createTool = (p: Input<ToolCreate>): Promise<QueuedWrite> => appClient.create("tools", p)
export const updateTool = (id: number, p: Input<ToolUpdate>): Promise<QueuedWrite> =>
  appClient.change("tools", "update", id, p)
export const deleteTool = (id: number): Promise<QueuedWrite> => appClient.change("tools", "delete", id, {})

export const createBlogPost = (p: Input<BlogPostCreate>): Promise<QueuedWrite> =>
  appClient.create("blogPosts", p)
export const updateBlogPost = (id: number, p: Input<BlogPostUpdate>): Promise<QueuedWrite> =>
  appClient.change("blogPosts", "update", id, p)
export const deleteBlogPost = (id: number): Promise<QueuedWrite> =>
  appClient.change("blogPosts", "delete", id, {})
export const setBlogPostPublished = (id: number, isPublished: boolean): Promise<QueuedWrite> =>
  appClient.change("blogPosts", "publish", id, { isPublished })

export const setCollaborationStatus = (id: number, status: CollaborationStatus): Promise<QueuedWrite> =>
  appClient.change("collaborations", "status", id, { status })
export const deleteCollaboration = (id: number): Promise<QueuedWrite> =>
  appClient.change("collaborations", "delete", id, {})

export const updateSettings = (p: Input<SettingsUpdate>): Promise<QueuedWrite> =>
  appClient.change("settings", "update", 1, p)

/** An internal note on an inbox entry: its id is made here, so a retry is never a second note. */
export const addEnquiryNote = (id: number, text: string): Promise<QueuedWrite> =>
  appClient.change("collaborations", "note", id, { id: crypto.randomUUID(), text })

/**
 * A public entry for the inbox, a collaboration request or a contact message (`kind: "contact"`):
 * queued like any write; see useOutboxEntry / waitForDelivery.
 */
export const submitEnquiry = (p: Input<CollaborationCreate | ContactMessageCreate>): Promise<QueuedWrite> =>
  appClient.create("collaborations", p)

/**
 * Keep a chosen picture (a File from a drop, paste or picker) on this device and queue its upload.
 * Resolves at once with `{ address, key }`: put `address` (`local-media:<uuid>`) in the picture field or
 * the Markdown body right away (shown through media-url.ts); the outbox uploads the picture before any
 * edit that refers to it and then rewrites the address to the server's (docs/media.md, "The app side").
 * Throws ValidationError when an alt text is blank (both languages are required), StorageFullError.
 */
export const queuePicture = (picture: Blob, alt: { alt: string; altEn: string }): Promise<QueuedPicture> =>
  appClient.queueUpload(picture, alt)

/**
 * Per entity, the writes a restore may make, each with the schema whose fields it accepts: the same
 * outbox mutations the edit dialog (and the blog's publish switch, a request's status) use, so a
 * restore is queued, delivered with If-Match and merged or put in conflict like any other edit.
 * The accepted fields are read from the schemas, so fields added to them later are restored too.
 */
import { BlogPostUpdate, BlogPublish } from "../../../../schema/entities/blog-post.ts"
import { CollaborationStatusUpdate } from "../../../../schema/entities/collaboration.ts"
import { EmployeeUpdate } from "../../../../schema/entities/employee.ts"
import { ProjectUpdate } from "../../../../schema/entities/project.ts"
import { SettingsUpdate } from "../../../../schema/entities/settings.ts"
import { TeamUpdate } from "../../../../schema/entities/team.ts"
import { ToolUpdate } from "../../../../schema/entities/tool.ts"
import type { EntityName } from "../../../../schema/sync.ts"
import {
  type QueuedWrite,
  setBlogPostPublished,
  setCollaborationStatus,
  updateBlogPost,
  updateEmployee,
  updateProject,
  updateSettings,
  updateTeam,
  updateTool,
} from "../../../sync/mutations.ts"
import { restorePayload } from "./restore-payload.ts"

interface RestoreWrite {
  readonly accepted: ReadonlyArray<string>
  readonly send: (id: number, payload: Record<string, unknown>) => Promise<QueuedWrite>
}

const fieldsOf = (schema: { readonly fields: Readonly<Record<string, unknown>> }): ReadonlyArray<string> =>
  Object.keys(schema.fields)

const writes: Record<EntityName, ReadonlyArray<RestoreWrite>> = {
  employees: [{ accepted: fieldsOf(EmployeeUpdate), send: updateEmployee }],
  teams: [{ accepted: fieldsOf(TeamUpdate), send: updateTeam }],
  projects: [{ accepted: fieldsOf(ProjectUpdate), send: updateProject }],
  tools: [{ accepted: fieldsOf(ToolUpdate), send: updateTool }],
  blogPosts: [
    { accepted: fieldsOf(BlogPostUpdate), send: updateBlogPost },
    { accepted: fieldsOf(BlogPublish), send: (id, p) => setBlogPostPublished(id, p.isPublished === true) },
  ],
  collaborations: [
    {
      accepted: fieldsOf(CollaborationStatusUpdate),
      send: (id, p) => setCollaborationStatus(id, p.status as never),
    },
  ],
  settings: [{ accepted: fieldsOf(SettingsUpdate), send: (_id, p) => updateSettings(p) }],
}

export interface RestorePlan {
  /** The fields the restore sets back, in the order of the writes. */
  readonly fields: ReadonlyArray<string>
  readonly run: () => Promise<ReadonlyArray<QueuedWrite>>
}

/** The restore of `version` over `current` (the local row), or null when they already agree. */
export const restorePlan = (
  entity: EntityName,
  id: number,
  version: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): RestorePlan | null => {
  const steps = writes[entity]
    .map((write) => ({ write, payload: restorePayload(write.accepted, version, current) }))
    .filter((step) => Object.keys(step.payload).length > 0)
  if (steps.length === 0) return null
  return {
    fields: steps.flatMap((step) => Object.keys(step.payload)),
    run: async () => {
      const queued: QueuedWrite[] = []
      // One after the other: the second write is queued behind the first, as the edit dialog does.
      for (const step of steps) queued.push(await step.write.send(id, step.payload))
      return queued
    },
  }
}

import {
  type CollaborationStatus,
  collaborationStatusColor,
  collaborationStatuses,
} from "../../../../schema/entities/collaboration.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import type { PillColor } from "../ui/Pill.tsx"

export const statusLabel = (LL: TranslationFunctions, status: CollaborationStatus): string =>
  LL.adminRecords.collaborations.statuses[status]()

export const statusColor = (status: CollaborationStatus): PillColor => collaborationStatusColor[status]

export const statusOptions = (LL: TranslationFunctions) =>
  collaborationStatuses.map((status) => ({ value: status, label: statusLabel(LL, status) }))

export const isStatus = (value: string): value is CollaborationStatus =>
  (collaborationStatuses as ReadonlyArray<string>).includes(value)

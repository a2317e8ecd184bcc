/**
 * The library's view of this device's uploads (docs/media.md, "The app side"): the pictures kept here
 * and not yet on the server (waiting, uploading, or refused), and each one that arrives while the
 * screen is open, read from the server with its use count and handed to `onArrived`.
 */
import { useEffect, useRef } from "react"
import type { MediaLibraryItem } from "../../../../schema/media.ts"
import type { QueuedUpload } from "../../../db/local-row.ts"
import { useLiveQuery } from "../../../db/use-live-query.ts"
import { appClient } from "../../../sync/app-client.ts"
import { MediaCallError, fetchMediaItem } from "../lib/media-api.ts"

/** The uploads of this device that are not done, oldest first. */
export const notDelivered = (uploads: ReadonlyArray<QueuedUpload>): QueuedUpload[] =>
  uploads.filter((upload) => upload.state !== "done").sort((a, b) => a.createdAt.localeCompare(b.createdAt))

/** The upload's original file name, when the kept Blob is a File (IndexedDB keeps its name). */
export const uploadFileName = (upload: Pick<QueuedUpload, "blob">): string | undefined =>
  typeof File !== "undefined" && upload.blob instanceof File && upload.blob.name !== ""
    ? upload.blob.name
    : undefined

export const useDeviceUploads = (
  language: string,
  /** Stable (a callback of useMediaLibrary). */
  onArrived: (item: MediaLibraryItem) => void,
): { pending: ReadonlyArray<QueuedUpload>; watch: (address: string) => void } => {
  // The table holds this device's pictures only (a handful; done ones without their bytes).
  const uploads = useLiveQuery(() => appClient.db.uploads.toArray(), [], [] as QueuedUpload[])
  // Addresses seen waiting while the screen was open: only those are added when they arrive.
  const watched = useRef(new Set<string>())
  const added = useRef(new Set<string>())

  useEffect(() => {
    for (const upload of uploads) {
      if (upload.state !== "done") {
        watched.current.add(upload.address)
        continue
      }
      const record = upload.record
      if (record === null || !watched.current.has(upload.address) || added.current.has(upload.address))
        continue
      added.current.add(upload.address)
      // With its use count now (an edit may use it already); the record as uploaded if that read
      // fails, unless the picture is gone already (deleted meanwhile).
      fetchMediaItem(record.id, language).then(
        (item) => onArrived(item),
        (error: unknown) => {
          if (!(error instanceof MediaCallError && error.status === 404))
            onArrived({ ...record, fileName: record.fileName ?? null, useCount: 0 })
        },
      )
    }
  }, [uploads, language, onArrived])

  return { pending: notDelivered(uploads), watch: (address) => void watched.current.add(address) }
}

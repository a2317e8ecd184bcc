/**
 * Where a picture address stands, for the picture field and its status line: a typed address, a
 * picture kept on this device (waiting, uploading with its percent, refused with the server's
 * reason), or uploaded; with what the preview shows (media-url.ts: the stored Blob while local).
 */
import { useEffect, useState, useSyncExternalStore } from "react"
import type { QueuedUpload } from "../../../db/local-row.ts"
import { useLiveQuery } from "../../../db/use-live-query.ts"
import { appClient } from "../../../sync/app-client.ts"
import { isLocalAddress } from "../../../sync/local-media.ts"
import { displayUrl } from "../../../sync/media-url.ts"
import { useSyncStatus } from "../../../sync/status.ts"
import type { AltTexts } from "./picture-summary.ts"
import { percentOf, subscribeUploadProgress, uploadProgressOf } from "../../../sync/upload-progress.ts"

export type PictureState =
  | { readonly kind: "none" }
  | { readonly kind: "address" }
  | { readonly kind: "waiting"; readonly online: boolean }
  | { readonly kind: "uploading"; readonly percent: number }
  | { readonly kind: "uploaded"; readonly serverAddress: string }
  | { readonly kind: "refused"; readonly message: string | undefined }
  | { readonly kind: "missing" }

const stateOf = (
  upload: QueuedUpload | undefined,
  percent: number | undefined,
  online: boolean,
): PictureState => {
  if (upload === undefined) return { kind: "missing" }
  if (upload.state === "done" && upload.serverAddress !== null)
    return { kind: "uploaded", serverAddress: upload.serverAddress }
  if (upload.state === "failed") return { kind: "refused", message: upload.lastError?.message }
  if (percent !== undefined) return { kind: "uploading", percent }
  return { kind: "waiting", online }
}

/**
 * The state of `address`, the URL its preview shows (undefined: nothing to show) and, for a picture
 * chosen on this device, the alt texts it was described with.
 */
export const usePicture = (
  address: string,
): { state: PictureState; preview: string | undefined; uploadAlts: AltTexts | undefined } => {
  const local: boolean = isLocalAddress(address)
  const { online } = useSyncStatus()
  // A local address: its upload. A server address: the upload from this device that became it, if
  // any (shown as "uploaded"; the table holds this device's pictures only, a handful).
  const upload = useLiveQuery(
    async () =>
      local
        ? ((await appClient.db.uploads.get(address)) ?? null)
        : address.startsWith("/media/")
          ? ((await appClient.db.uploads.filter((item) => item.serverAddress === address).first()) ?? null)
          : null,
    [address, local],
    null,
  )
  const percent = useSyncExternalStore(subscribeUploadProgress, () => {
    const progress = local ? uploadProgressOf(address) : undefined
    return progress === undefined ? undefined : percentOf(progress)
  })
  const [preview, setPreview] = useState<{ address: string; url: string | undefined }>()
  useEffect(() => {
    let current = true
    void displayUrl(appClient.db, address).then((url) => {
      if (current) setPreview({ address, url })
    })
    return () => {
      current = false
    }
    // The upload's state changes the URL (the Blob's object URL, then the server's address).
  }, [address, upload?.state])
  const state: PictureState =
    address.trim() === ""
      ? { kind: "none" }
      : !local
        ? upload?.serverAddress === address
          ? { kind: "uploaded", serverAddress: address }
          : { kind: "address" }
        : stateOf(upload ?? undefined, percent, online)
  const uploadAlts = upload == null ? undefined : { alt: upload.alt, altEn: upload.altEn }
  return { state, preview: preview?.address === address ? preview.url : undefined, uploadAlts }
}

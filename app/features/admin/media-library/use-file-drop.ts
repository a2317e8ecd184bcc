/**
 * Files dropped onto a screen: whether something is being dragged over it (for its overlay) and the
 * handlers that take the dropped files. Only when `enabled` (a role that may upload) and only drags
 * that carry files; leaving for a child of the zone is not leaving.
 */
import { type DragEvent, useState } from "react"
import { carriesFiles } from "../media-upload/take-file.ts"

export const useFileDrop = (enabled: boolean, onFiles: (files: File[]) => void) => {
  const [dragging, setDragging] = useState(false)
  return {
    dragging,
    onDragOver: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event.dataTransfer)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = "copy"
      setDragging(true)
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
    },
    onDrop: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event.dataTransfer)) return
      event.preventDefault()
      setDragging(false)
      onFiles([...event.dataTransfer.files])
    },
  }
}

import type { MediaRecord } from "../../../../schema/media.ts"
import { VariantPicture } from "../ui/VariantPicture.tsx"
import { thumbnailSrcset } from "./media-view.ts"

/** The card's picture is at most about 20rem wide: the 320 px variant on most screens. */
const sizes = "(min-width: 640px) 20rem, 100vw"

/**
 * A library picture, small: AVIF and WebP variants up to 640 px from the record, the fallback file
 * only for a browser without either; lazy, as the library holds many.
 */
export function MediaThumbnail({ record, alt }: { record: MediaRecord; alt: string }) {
  return (
    <VariantPicture
      src={record.src}
      srcset={{
        avif: thumbnailSrcset(record.variants, "avif"),
        webp: thumbnailSrcset(record.variants, "webp"),
      }}
      sizes={sizes}
      width={record.width}
      height={record.height}
      alt={alt}
      lazy
      testId="media-thumbnail"
      className="h-full min-h-0 w-full min-w-0 object-contain"
    />
  )
}

import type { MediaRecord } from "../../../../schema/media.ts"
import { thumbnailSrcset } from "./media-view.ts"

/** The card's picture is at most about 20rem wide: the 320 px variant on most screens. */
const sizes = "(min-width: 640px) 20rem, 100vw"

/**
 * A library picture as a small `<picture>`: AVIF and WebP variants up to 640 px from the record, the
 * fallback file only for a browser without either; lazy, with its size so nothing moves as it loads.
 */
export function MediaThumbnail({ record, alt }: { record: MediaRecord; alt: string }) {
  return (
    // `contents`: the image itself is the box's flex item, so it fits the card's 4:3 frame whatever its shape.
    <picture className="contents">
      <source
        type="image/avif"
        srcSet={thumbnailSrcset(record.variants, "avif")}
        sizes={sizes}
        className="hidden"
      />
      <source
        type="image/webp"
        srcSet={thumbnailSrcset(record.variants, "webp")}
        sizes={sizes}
        className="hidden"
      />
      <img
        src={record.src}
        width={record.width}
        height={record.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        data-testid="media-thumbnail"
        className="h-full min-h-0 w-full min-w-0 object-contain"
      />
    </picture>
  )
}

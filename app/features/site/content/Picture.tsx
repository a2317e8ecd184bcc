/**
 * Every content picture of the public site. An uploaded picture (a media address, schema/media.ts)
 * becomes a `<picture>` with AVIF and WebP sources at every width made and the slot's `sizes`
 * (picture-slots.ts), so the browser fetches the variant it needs; any other address (the demo SVGs,
 * an outside URL) stays a plain `<img>`. Both always carry width and height, so the box is reserved
 * before the picture arrives. Lazy and asynchronous unless `priority` (the first picture a page shows:
 * eager with high fetch priority). A picture that cannot be loaded (a record pointing at a missing
 * file) is replaced by `fallback`, and when that fails too by nothing, never by a broken-image icon.
 */
import { useState } from "react"
import { cx } from "../../../ui/cx.ts"
import { responsiveSource } from "./media-source.ts"
import { type PictureSlot, pictureSizes } from "./picture-slots.ts"

export interface PictureProps {
  /** The stored address; empty means the fallback. */
  readonly src: string | null | undefined
  readonly fallback?: string | undefined
  readonly alt: string
  /** Where the picture is drawn: gives `sizes`. */
  readonly slot: PictureSlot
  /** The slot's own ratio, for addresses that do not carry their size (a media address does). */
  readonly width: number
  readonly height: number
  readonly priority?: boolean
  /** Classes of the `<img>` (the `<picture>` around it takes no box of its own: display contents). */
  readonly className?: string | undefined
}

export function Picture({
  src,
  fallback,
  alt,
  slot,
  width,
  height,
  priority = false,
  className,
}: PictureProps) {
  const wanted = src && src.trim() !== "" ? src.trim() : (fallback ?? "")
  // How many pictures failed for this address: 0 shows it, 1 the fallback, then nothing.
  const [errors, setErrors] = useState({ wanted, count: 0 })
  const count = errors.wanted === wanted ? errors.count : 0
  const shown = count === 0 ? wanted : count === 1 && fallback !== wanted ? fallback : undefined
  if (shown === undefined || shown === "") return null
  const fail = () => setErrors({ wanted, count: count + 1 })
  const image = {
    alt,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    fetchPriority: priority ? ("high" as const) : undefined,
    className,
    onError: fail,
    // A prerendered page's picture may have failed before the app hydrated it: its error event is gone
    // then. Broken: requested (currentSrc), done, and no picture.
    ref: (element: HTMLImageElement | null) => {
      if (element?.complete && element.currentSrc !== "" && element.naturalWidth === 0) fail()
    },
  }
  const source = responsiveSource(shown)
  if (source === undefined) return <img src={shown} width={width} height={height} {...image} />
  const sizes = pictureSizes[slot]
  // `contents`: the <img> is the box, wherever the picture stands. The sources get no box either
  // (`hidden`): shown, each would be an empty flex item, and a row with `gap-4` (a team member, a
  // tool card) pushed the picture 32 px in. Their srcsets are read all the same.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={source.srcset.avif} sizes={sizes} className="hidden" />
      <source type="image/webp" srcSet={source.srcset.webp} sizes={sizes} className="hidden" />
      <img src={source.src} width={source.width} height={source.height} {...image} />
    </picture>
  )
}

/**
 * The picture at the top of a card: a 16:10 box (so nothing moves while it loads) filled by the
 * picture, grey when there is none. The first card of a list has `priority` (on a phone its picture is
 * the largest thing on screen).
 */
export function CardPicture({
  src,
  fallback,
  slot = "card",
  priority = false,
  className,
}: {
  src: string | null | undefined
  fallback: string
  slot?: PictureSlot
  priority?: boolean
  className?: string
}) {
  return (
    <div className={cx("aspect-[16/10] w-full overflow-hidden bg-slate-100", className)}>
      <Picture
        src={src}
        fallback={fallback}
        alt=""
        slot={slot}
        width={640}
        height={400}
        priority={priority}
        className="h-full w-full object-cover"
      />
    </div>
  )
}

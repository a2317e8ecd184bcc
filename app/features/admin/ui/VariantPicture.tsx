/**
 * A back-office picture drawn from its variants: AVIF and WebP sources when the picture has them (an
 * uploaded picture's /media/ variants), the file itself for a browser without either or a picture
 * without variants. With its width and height, so nothing moves as it loads. The media library's
 * cards and the picture fields' thumbnails draw their pictures with it.
 */
export interface VariantPictureProps {
  readonly src: string
  /** The `srcset` of each format, when the picture has variants. */
  readonly srcset?: { readonly avif: string; readonly webp: string } | undefined
  readonly sizes: string
  readonly width?: number | undefined
  readonly height?: number | undefined
  readonly alt: string
  readonly lazy?: boolean
  readonly testId: string
  readonly className: string
}

export function VariantPicture({
  src,
  srcset,
  sizes,
  width,
  height,
  alt,
  lazy,
  testId,
  className,
}: VariantPictureProps) {
  const image = (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      data-testid={testId}
      className={className}
    />
  )
  if (srcset === undefined) return image
  return (
    // `contents`: the image itself is its box's flex item, so it fits the frame whatever its shape.
    <picture className="contents">
      <source type="image/avif" srcSet={srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcset.webp} sizes={sizes} />
      {image}
    </picture>
  )
}

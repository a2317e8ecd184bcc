import { useId } from "react"
import { logoDrawing } from "./logo-drawing.ts"

/**
 * The site's mark (logo-drawing.ts), drawn inline. As an <img> of the SVG file, the browser builds a
 * document of its own for it on the main thread (10 ms and more on a phone) on every page load;
 * inline, it is a few elements of the page. Its gradient's id is unique per mark: the header and the
 * footer both show one. The drawing is fixed markup of this module, never content, so setting it as
 * HTML is safe.
 */
export function LogoMark({ className }: { className?: string }) {
  const gradient = `${useId()}logo`
  return (
    <svg
      viewBox="0 0 64 64"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: logoDrawing(gradient) }}
    />
  )
}

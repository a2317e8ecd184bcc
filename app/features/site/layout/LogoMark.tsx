import { useId } from "react"

/**
 * The site's mark (the same drawing as public/favicon.svg), drawn inline. As an <img> of the SVG file,
 * the browser builds a document of its own for it on the main thread (10 ms and more on a phone) on
 * every page load; inline, it is a few elements of the page. Its gradient's id is unique per mark:
 * the header and the footer both show one.
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
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563eb" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <rect x="15" y="20" width="34" height="26" rx="9" fill="#fff" />
      <circle cx="26" cy="33" r="3.6" fill="#2563eb" />
      <circle cx="38" cy="33" r="3.6" fill="#2563eb" />
      <rect x="30" y="10" width="4" height="9" rx="2" fill="#fff" />
      <circle cx="32" cy="10" r="3.5" fill="#a7f3d0" />
    </svg>
  )
}

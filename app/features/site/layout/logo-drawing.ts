/**
 * The site's mark, drawn once: the shapes inside its 64 × 64 SVG. The header's and the footer's mark
 * (LogoMark.tsx) and index.html's placeholder header (written in by vite.config.ts) draw these;
 * public/favicon.svg is the same drawing as a file (logo-drawing.test.ts keeps it so).
 * `gradientId` must be unique in the page: each mark on a page has its own gradient.
 */
export const logoDrawing = (gradientId: string): string =>
  `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>` +
  `<rect width="64" height="64" rx="14" fill="url(#${gradientId})"/>` +
  `<rect x="15" y="20" width="34" height="26" rx="9" fill="#fff"/>` +
  `<circle cx="26" cy="33" r="3.6" fill="#2563eb"/>` +
  `<circle cx="38" cy="33" r="3.6" fill="#2563eb"/>` +
  `<rect x="30" y="10" width="4" height="9" rx="2" fill="#fff"/>` +
  `<circle cx="32" cy="10" r="3.5" fill="#a7f3d0"/>`

/** The mark as a standalone SVG element, for markup written without React (index.html). */
export const logoSvg = (gradientId: string): string =>
  `<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">` +
  `${logoDrawing(gradientId)}</svg>`

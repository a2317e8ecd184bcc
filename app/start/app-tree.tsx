/**
 * The app's React tree, the same for every way it is rendered: a first render in the browser, the
 * hydration of a prerendered page (start-app.tsx), and the prerender's own render to markup
 * (render-markup.tsx). Hydration works only if the last two give the same markup.
 */
import { type AnyRouter, RouterProvider } from "@tanstack/react-router"
import { StrictMode, useEffect } from "react"
import type { Locales } from "../i18n/i18n-types.ts"
import TypesafeI18n from "../i18n/i18n-react.tsx"

/** Renders nothing; calls `onCommitted` once, after the tree's first commit (the end of a hydration). */
function FirstCommit({ onCommitted }: { onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted])
  return null
}

export const appTree = (router: AnyRouter, language: Locales, onCommitted?: () => void) => (
  <StrictMode>
    <TypesafeI18n locale={language}>
      <RouterProvider router={router} />
    </TypesafeI18n>
    <FirstCommit onCommitted={onCommitted} />
  </StrictMode>
)

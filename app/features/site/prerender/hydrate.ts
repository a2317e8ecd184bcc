/**
 * Hydrating a prerendered page (scripts/prerender.ts). The server sent the page's markup, so it is on
 * screen before any JavaScript ran. The app then hydrates it: React adopts the markup as it is, with
 * the content it was rendered with (db/prerendered-data.ts), so nothing on screen is rebuilt, laid out
 * again or moved. The hydration renders in slices (a transition), yielding to input between them.
 * Content edited since the build arrives with the first pull and replaces the page's as any edit does.
 *
 * Until the hydration has finished, the page's buttons and fields take no clicks (its links work as
 * plain links: prerender-html.ts); keyboard focus stays where it was (the same elements), and text
 * typed meanwhile is handed to the app, as if typed now.
 */
import { type ReactNode, startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import { beginMatchingRender } from "../../../db/prerendered-data.ts"

/** True when #root holds the server's prerendered markup (data-prerendered="<language>"). */
export const isPrerendered = (root: HTMLElement): boolean => root.hasAttribute("data-prerendered")

type TextField = HTMLInputElement | HTMLTextAreaElement

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio")

/**
 * Gives the app text typed before the hydration. React's hydration keeps what a field shows but
 * takes it for the field's own state, so the app would not know it. The field goes back to the
 * markup's value, and an input event makes React hydrate the field's part of the page now if it has
 * not yet (it does so for input on a part not hydrated yet), which it sees as no change. Then the
 * typed text is put back through the browser's own setter, which React does not watch, and a second
 * input event follows: React sees a change and its onChange runs, as for typing.
 */
const handOverTypedText = (root: HTMLElement) => {
  for (const field of root.querySelectorAll("input, textarea")) {
    if (!isTextField(field) || field.value === field.defaultValue) continue
    const typed = field.value
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set
    field.value = field.defaultValue
    field.dispatchEvent(new Event("input", { bubbles: true }))
    setValue?.call(field, typed)
    field.dispatchEvent(new Event("input", { bubbles: true }))
  }
}

/**
 * Hydrates `root` with the page's embedded query `results`. `tree` is the app's tree; it calls
 * `onCommitted` after the first commit: the page's outer shell is hydrated, and React has its event
 * handling in place (input on a part it has not hydrated yet makes it hydrate that part first).
 */
export const hydratePrerendered = (
  root: HTMLElement,
  results: ReadonlyMap<string, unknown>,
  tree: (onCommitted: () => void) => ReactNode,
): void => {
  let done = false
  const onCommitted = () => {
    if (done) return
    done = true
    root.removeAttribute("data-prerendered")
    handOverTypedText(root)
  }
  beginMatchingRender(results)
  startTransition(() => {
    hydrateRoot(root, tree(onCommitted))
  })
}

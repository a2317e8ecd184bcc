/**
 * Hydrating a prerendered page (scripts/prerender.ts). The server sent the page's markup, so it is on
 * screen before any JavaScript ran. The app then hydrates it: React adopts the markup as it is, with
 * the content it was rendered with (db/prerendered-data.ts), so nothing on screen is rebuilt, laid out
 * again or moved. The hydration renders in slices (a transition), yielding to input between them.
 * Content edited since the build arrives with the first pull and replaces the page's as any edit does.
 *
 * Until the hydration has finished, the page's buttons and fields take no clicks (its links work as
 * plain links: shared/prerender-html.ts); keyboard focus stays where it was (the same elements), and text
 * typed meanwhile is handed to the app, as if typed now.
 */
import { type ReactNode, startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import { beginHydration, beginMatchingRender, endHydration } from "../../../db/prerendered-data.ts"

/** True when #root holds the server's prerendered markup (data-prerendered="<language>"). */
export const isPrerendered = (root: HTMLElement): boolean => root.hasAttribute("data-prerendered")

type TextField = HTMLInputElement | HTMLTextAreaElement

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio")

/** Text typed into the page's fields before the hydration: what differs from the markup's value. */
const typedText = (root: HTMLElement): Map<TextField, string> => {
  const typed = new Map<TextField, string>()
  for (const field of root.querySelectorAll("input, textarea"))
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value)
  return typed
}

/**
 * Gives the app the text typed before the hydration. The app does not know it: its state is the
 * markup's value (its render after the hydration may even have set the field back to it). The field
 * first gets the app's value (React keeps a controlled field's value in its defaultValue) through
 * React's own setter, so React knows what it shows; then the typed text through the browser's setter,
 * which React does not watch, and an input event follows: React sees a change and its onChange runs,
 * as for typing.
 */
const handOverTypedText = (typed: ReadonlyMap<TextField, string>) => {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, text)
    field.dispatchEvent(new Event("input", { bubbles: true }))
  }
}

interface FiberLike {
  readonly tag: number
  readonly flags: number
  readonly return: FiberLike | null
  readonly alternate: FiberLike | null
}

/** React's fiber flags Placement | Hydrating: a fiber not yet committed into the page. */
const notYetCommitted = 0b1_0000_0000_0010
/** React's tag for the fiber at the top of a tree (HostRoot). */
const hostRootTag = 3

/**
 * True when React counts `fiber` as mounted: the same rule as React's own getNearestMountedFiber,
 * which its event system asks before it hands an event to a component. A fiber React has created
 * but not committed (a hydration rendered in slices, not finished yet) carries a Placement or
 * Hydrating flag, it or one of the new fibers above it, until the commit clears it. Comparing the
 * tree's root with the committed one does not work: a part of the page that no later render
 * touched keeps parent links into the other copy of the tree React keeps, so a page whose local
 * database answered (a second visit) looked unhydrated until the 10-second limit.
 */
const isMounted = (fiber: FiberLike): boolean => {
  let nearestMounted: FiberLike | null = fiber
  let node = fiber
  for (let next: FiberLike | null = fiber; next !== null && next.alternate === null; next = node.return) {
    node = next
    if ((node.flags & notYetCommitted) !== 0) nearestMounted = node.return
  }
  while (node.return !== null) node = node.return
  return node.tag === hostRootTag && nearestMounted === fiber
}

/**
 * True once React has hydrated `element` and committed that hydration. React hydrates the page's
 * outer shell first and each Suspense boundary inside it (the router's, around the page) in later
 * passes, so the first commit is not yet the page. React marks each element it takes over with an
 * own property whose name starts with "__reactFiber$" (React 17 to 19), already while it renders: a
 * render in slices (a transition) may not be committed yet, and an input event handed to it then is
 * lost (its state update lands on a component not yet mounted). So the element's fiber must be
 * mounted. Nothing public tells when a boundary is done.
 */
const isHydrated = (element: Element): boolean => {
  const key = Object.keys(element).find((name) => name.startsWith("__reactFiber$"))
  if (key === undefined) return false
  const fiber = (element as unknown as Record<string, FiberLike | undefined>)[key]
  return fiber !== undefined && isMounted(fiber)
}

/**
 * Marks markup the app sets as HTML (a blog post's body): React never takes over the elements inside
 * it, so the links a post contains must not be waited for.
 */
export const htmlContentAttribute = "data-html-content"

/** The header's and the page's controls (the footer hydrates later, once its code is there). */
const pageControls = (root: HTMLElement): Element[] => [
  ...root.querySelectorAll(
    "header :is(a, button, input), main, " +
      `main :is(a, button, input, select, textarea):not([${htmlContentAttribute}] *)`,
  ),
]

/** How often, and at most how long, to look whether the page is hydrated. */
const pollMs = 50
const pollLimitMs = 10_000

const whenPageHydrated = (root: HTMLElement, done: () => void) => {
  const startedAt = Date.now()
  const look = () => {
    if (pageControls(root).every(isHydrated) || Date.now() - startedAt > pollLimitMs) done()
    else window.setTimeout(look, pollMs)
  }
  look()
}

/**
 * Hydrates `root` with the page's embedded query `results`. `tree` is the app's tree; it calls
 * `onCommitted` after the first commit. Once the page's own controls are hydrated too, the page takes
 * clicks, typed text goes to the app, and `onHydrated` runs.
 */
export const hydratePrerendered = (
  root: HTMLElement,
  results: ReadonlyMap<string, unknown>,
  tree: (onCommitted: () => void) => ReactNode,
  onHydrated: () => void,
): void => {
  let committed = false
  const onCommitted = () => {
    if (committed) return
    committed = true
    whenPageHydrated(root, () => {
      root.removeAttribute("data-prerendered")
      handOverTypedText(typed)
      endHydration()
      onHydrated()
    })
  }
  const typed = typedText(root)
  beginMatchingRender(results)
  beginHydration()
  startTransition(() => {
    hydrateRoot(root, tree(onCommitted))
  })
}

/**
 * Taking over a prerendered page (scripts/prerender.ts). The server sent the page's markup, so it is
 * on screen before any JavaScript ran. The app renders into a detached container meanwhile, and
 * replaces #root with it in one step once it has its content: no loading skeletons in between, and no
 * layout shift (the new nodes replace the old ones; nothing on screen moves). When the app has no
 * content within `waitMs` (a first visit whose first sync is slow, or offline), it takes over anyway
 * and shows its loading state, so content edited later in the back office replaces the snapshot as
 * soon as it arrives. What the reader did meanwhile is kept: keyboard focus, and text typed in fields.
 */

/** True when #root holds the server's prerendered markup (data-prerendered="<language>"). */
export const isPrerendered = (root: HTMLElement): boolean => root.hasAttribute("data-prerendered")

/** The app's page is complete: its <main> and footer are there and nothing is loading. */
const hasContent = (container: HTMLElement): boolean =>
  (container.querySelector("main")?.childElementCount ?? 0) > 0 &&
  container.querySelector("footer") !== null &&
  container.querySelector('[aria-busy="true"]') === null

/** Child indexes from `ancestor` down to `node`. */
const pathFrom = (ancestor: Element, node: Element): number[] | undefined => {
  const path: number[] = []
  let current: Element = node
  while (current !== ancestor) {
    const parent = current.parentElement
    if (parent === null) return undefined
    path.unshift(Array.prototype.indexOf.call(parent.children, current))
    current = parent
  }
  return path
}

const follow = (ancestor: Element, path: readonly number[]): Element | undefined => {
  let current: Element | undefined = ancestor
  for (const index of path) current = current?.children[index]
  return current
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement

/** Sets a field's value so that React sees it (its onChange runs), as typing would. */
const setFieldValue = (field: Field, value: string) => {
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }))
}

const typedValue = (field: Field): string | undefined => {
  if (field instanceof HTMLSelectElement) return undefined
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return undefined
  return field.value !== field.defaultValue ? field.value : undefined
}

/** Replaces the prerendered #root by the app's container, carrying over focus and typed text. */
const swap = (root: HTMLElement, container: HTMLElement) => {
  const typed: Array<{ path: number[]; value: string }> = []
  for (const field of root.querySelectorAll("input, textarea")) {
    if (!isField(field)) continue
    const value = typedValue(field)
    const path = pathFrom(root, field)
    if (value !== undefined && path !== undefined) typed.push({ path, value })
  }
  const active = document.activeElement
  const focusPath = active !== null && root.contains(active) ? pathFrom(root, active) : undefined

  container.id = "root"
  root.replaceWith(container)

  for (const { path, value } of typed) {
    const field = follow(container, path)
    if (field !== undefined && isField(field)) setFieldValue(field, value)
  }
  if (focusPath !== undefined && active !== null) {
    const target = follow(container, focusPath)
    if (target instanceof HTMLElement && target.tagName === active.tagName)
      target.focus({ preventScroll: true })
  }
}

/**
 * How long the app's page must stay unchanged once it has its content. Some parts complete themselves
 * in a second render (a react-aria collection fills in its items after the first commit, a layout
 * effect may measure and adjust); swapped in before that, they would grow on screen and push the page down.
 */
const settleMs = 60

/**
 * Replaces `root` (prerendered) by `container` (where the app renders) once the app's page has its
 * content and has stopped changing, or after `waitMs` at the latest. Resolves when done.
 */
export const takeOverWhenReady = (root: HTMLElement, container: HTMLElement, waitMs: number): Promise<void> =>
  new Promise((resolve) => {
    let done = false
    let settle: number | undefined
    const finish = () => {
      if (done) return
      done = true
      observer.disconnect()
      window.clearTimeout(timer)
      window.clearTimeout(settle)
      swap(root, container)
      resolve()
    }
    const observer = new MutationObserver(() => {
      window.clearTimeout(settle)
      if (hasContent(container))
        settle = window.setTimeout(() => {
          if (hasContent(container)) finish()
        }, settleMs)
    })
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    })
    const timer = window.setTimeout(finish, waitMs)
  })

/**
 * Watches a browser context for hostile content that ran: calls of the `__xss` marker (defined here by
 * an init script, never by the app), dialogs (`alert(id)`), pop-ups, and Content-Security-Policy
 * violations; and looks through the page for markup that content put there (event-handler attributes,
 * script-running URLs, script/iframe/object/base/meta... elements).
 */
import { type BrowserContext, type Page, expect, test } from "@playwright/test"

export interface XssEvent {
  readonly kind: "marker" | "dialog" | "popup" | "csp"
  /** The step of the spec when it happened (the page or screen shown). */
  readonly where: string
  readonly detail: string
}

export interface XssWatch {
  readonly events: XssEvent[]
  /** CSP violations that no payload caused (the app's own, if the policy and the app disagree). */
  readonly otherViolations: XssEvent[]
  /** Names the step that follows, for the events' `where`. */
  step(where: string): void
}

/** A violation is a payload's when anything it reports names the payloads' markers or hosts. */
const payloadTrace = /xss|alert|evil\.example|x\.example|javascript:|vbscript:|data:/i

/**
 * Installs the watch on `context` (every page and frame it opens) and on `page`. The payloads' hosts
 * are under .example, a name reserved never to resolve (RFC 2606): their requests fail at once.
 */
export const watchForXss = async (context: BrowserContext, page: Page): Promise<XssWatch> => {
  const events: XssEvent[] = []
  const otherViolations: XssEvent[] = []
  let where = "start"
  await context.exposeBinding("__xssReport", (_source, kind: XssEvent["kind"], detail: string) => {
    const event = { kind, where, detail }
    if (kind === "csp" && !payloadTrace.test(detail)) otherViolations.push(event)
    else events.push(event)
  })
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) =>
      (window as unknown as { __xssReport: (kind: string, detail: string) => void }).__xssReport(kind, detail)
    Object.defineProperty(window, "__xss", {
      value: (id: unknown) => report("marker", String(id)),
      configurable: false,
      writable: false,
    })
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 300) : ""
        report(
          "csp",
          JSON.stringify({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            source: event.sourceFile,
            line: event.lineNumber,
            target,
          }),
        )
      },
      true,
    )
  })
  const onDialog = (dialogPage: Page) =>
    dialogPage.on("dialog", (dialog) => {
      events.push({ kind: "dialog", where, detail: `${dialog.type()}: ${dialog.message()}` })
      void dialog.dismiss().catch(() => undefined)
    })
  onDialog(page)
  context.on("page", (opened) => {
    events.push({ kind: "popup", where, detail: opened.url() })
    onDialog(opened)
  })
  return {
    events,
    otherViolations,
    step: (next) => {
      where = next
    },
  }
}

/**
 * Markup in the page that no part of the app writes but content could: event-handler attributes,
 * addresses that run script, and elements that load or run something. Runs in the page. The page's own
 * scripts are children of <head> or <body>; content is always deeper, inside the app's root or a dialog.
 */
export const injectedMarkup = (): string[] => {
  const found: string[] = []
  const urlAttributes = new Set([
    "href",
    "xlink:href",
    "src",
    "action",
    "formaction",
    "data",
    "poster",
    "background",
    "dynsrc",
    "lowsrc",
    "code",
    "codebase",
    "values",
    "to",
    "from",
    "by",
  ])
  const scriptUrl = /^(?:javascript|vbscript|data):/
  const deniedTags = new Set([
    "script",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "applet",
    "base",
    "meta",
    "link",
    "style",
    "template",
    "noscript",
    "animate",
    "set",
    "discard",
    "handler",
    "foreignobject",
    "math",
    "marquee",
    "isindex",
    "keygen",
  ])
  const describe = (element: Element) => element.outerHTML.slice(0, 160)
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith("on")) found.push(`handler attribute ${name}: ${describe(element)}`)
      if (name === "srcdoc") found.push(`srcdoc: ${describe(element)}`)
      if (urlAttributes.has(name)) {
        // What a browser reads: leading spaces and controls dropped, tabs and newlines removed anywhere.
        const value = attribute.value.replace(/[\p{Cc}\s]/gu, "").toLowerCase()
        if (scriptUrl.test(value)) found.push(`${name}=${attribute.value}: ${describe(element)}`)
      }
    }
  }
  for (const element of document.body.querySelectorAll(":scope > * *")) {
    const tag = element.localName.toLowerCase()
    // react-aria's collections leave an empty <template> in the page: only one with content is content's.
    if (tag === "template" && element.innerHTML === "") continue
    if (deniedTags.has(tag)) found.push(`<${element.localName}>: ${describe(element)}`)
  }
  if (document.baseURI !== location.href) found.push(`base URI changed to ${document.baseURI}`)
  return found
}

/**
 * Expects nothing hostile ran or was put into the page so far: no marker call, dialog, pop-up or
 * payload-caused CSP violation, and no injected markup in the page now.
 */
export const expectNothingRan = async (page: Page, watch: XssWatch, where: string) => {
  // Every picture the page asked for has settled: an injected <img onerror> would have fired by now.
  // (The app's lazy pictures below the fold are not asked for; content's pictures are never lazy.)
  await page
    .waitForFunction(
      () => [...document.images].every((image) => image.complete || image.loading === "lazy"),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined)
  expect(await page.evaluate(injectedMarkup), `markup from content in ${where}`).toEqual([])
  expect(watch.events, `scripts, dialogs or CSP violations from content (up to ${where})`).toEqual([])
}

/**
 * Notes the CSP violations no payload caused on the test's report. They are the app's own (the policy
 * and the app disagree), which the security-headers spec fails on; here only content is judged.
 */
export const noteOtherViolations = (watch: XssWatch) => {
  for (const violation of watch.otherViolations)
    test
      .info()
      .annotations.push({ type: "app CSP violation", description: `${violation.where}: ${violation.detail}` })
}

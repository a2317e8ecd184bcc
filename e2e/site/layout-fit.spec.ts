/**
 * Texts that must be read whole (issue 28, item 4): the site's name in the header is never cut off,
 * and the contact address wraps between words, never inside one ("Sha|nghai"), in both languages at
 * phone and desktop widths.
 */
import { type Locator, expect } from "@playwright/test"
import { test } from "./app-test.ts"

/** Whether every line of the element's text is shown (not clamped or cut with an ellipsis). */
const shownWhole = (element: Locator) =>
  element.evaluate(
    (node) => node.scrollHeight <= node.clientHeight + 1 && node.scrollWidth <= node.clientWidth + 1,
  )

/**
 * The Latin words of the element's text that the browser lays out over more than one line, at every
 * width from 120 to 320 px (so the check does not depend on where this machine's font ends a line).
 */
const splitWords = (element: Locator) =>
  element.evaluate((node) => {
    const split = new Set<string>()
    const box = node as HTMLElement
    for (let width = 120; width <= 320; width += 4) {
      box.style.width = `${width}px`
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
        for (const match of (text.textContent ?? "").matchAll(/[A-Za-z]+/g)) {
          const range = document.createRange()
          range.setStart(text, match.index)
          range.setEnd(text, match.index + match[0].length)
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (tops.size > 1) split.add(match[0])
        }
      }
    }
    box.style.width = ""
    return [...split]
  })

// 360 px: the narrowest phones in wide use (many Android phones).
for (const width of [360, 390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const [home, name] of [
      ["/", "智元数字员工"],
      ["/en", "Zhiyuan Digital Employees"],
    ] as const) {
      test(`the header shows the whole site name on ${home}`, async ({ page }) => {
        await page.goto(home)
        const brand = page.getByRole("banner").getByTestId("site-name").locator("span")
        await expect(brand).toHaveText(name)
        expect(await shownWhole(brand)).toBe(true)
      })
    }

    test("the English contact address wraps between words", async ({ page }) => {
      await page.goto("/en/contact")
      const address = page.locator("dd").filter({ hasText: "Shanghai" })
      await expect(address).toHaveText("100 Example Road, Pudong New Area, Shanghai, China")
      expect(await splitWords(address)).toEqual([])
    })
  })
}

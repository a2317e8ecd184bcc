import { afterEach, expect, test } from "vitest"
import { showToast, toastQueue, toastTimeout } from "./toast-queue.ts"

afterEach(() => {
  toastQueue.clear()
})

test("a new toast replaces the one shown: never more than one at a time", () => {
  showToast({ title: "first" })
  showToast({ title: "second", variant: "destructive" })
  expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toEqual(["second"])
})

// The countdown itself runs in the rendered toast (react-aria starts it on display), so only the
// option is checked here.
test("a toast is queued with a 5-second timeout", () => {
  showToast({ title: "saved" })
  expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000)
  expect(toastTimeout).toBe(5000)
})

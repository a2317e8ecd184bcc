/**
 * The footer's "keep this site offline", pressed on a first visit: afterwards, pages never visited
 * and their pictures work with the network off. It opens every public list offline and expects each
 * picture drawn there to be kept, so it runs on the server no other spec writes to (the "library"
 * project, playwright.config.ts): on the shared one, a row another spec added meanwhile reached the
 * local database by the change stream, its picture was never kept, and CI saw that picture missing.
 */
import { expect } from "@playwright/test"
import { test } from "./app-test.ts"
import { expectAllImagesLoaded } from "../fixtures/offline.ts"
import { allRows } from "../fixtures/all-rows.ts"
import { keepOfflineHydrated } from "./server-page.ts"

test("after 'keep this site offline', pages never visited and their pictures work offline", async ({
  page,
  context,
  request,
}) => {
  // Nine pages offline plus the whole download: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const posts = (await allRows(request, "/api/blog-posts?published=true")) as Array<{ id: number }>
  const employees = (await allRows(request, "/api/employees")) as Array<{ id: number }>
  const teams = (await allRows(request, "/api/teams")) as Array<{ id: number }>
  expect(posts.length).toBeGreaterThan(0)

  // Pressed on a first visit, before the service worker would register on its own: the action
  // registers it and waits for its install, so the app's own files are kept too.
  await page.goto("/")
  const action = page.getByTestId("keep-offline")
  await expect.poll(() => keepOfflineHydrated(page)).toBe(true)
  await action.getByRole("button", { name: "离线保存本站" }).click()
  await expect(action.getByTestId("keep-offline-status")).toContainText("已保存", { timeout: 30_000 })
  await expect(action.getByTestId("keep-offline-status")).toContainText("断网时也可浏览全部页面")

  await context.setOffline(true)
  try {
    const paths = [
      "/employees",
      `/employees/${employees[0]?.id}`,
      "/teams",
      `/teams/${teams[0]?.id}`,
      "/projects",
      "/tools",
      "/blog",
      `/blog/${posts[0]?.id}`,
      "/about",
    ]
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible()
      await expect(page.getByTestId("not-found"), path).toHaveCount(0)
      await expectAllImagesLoaded(page)
    }
  } finally {
    await context.setOffline(false)
  }
})

/**
 * Uploading from the media library (issue 28, item 7), the built app against the real server: the
 * "Upload pictures" button opens a file picker for several files; a file that is no picture is refused
 * with the forms' message, word for word, and nothing of it is queued; each picture's alt texts are
 * asked with the forms' dialog ("1 of 2"), it goes through the offline-first outbox (queuePicture) and
 * appears in the library with its original file name, which the search finds (kept in the address).
 * Offline, the picture is listed as waiting on this device and nothing reaches the server; back
 * online it is uploaded once and takes its place in the grid. A picture dropped onto the screen goes
 * the same way. Runs in the serial `library` project (its name ends in media-library.spec.ts).
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import type { MediaLibraryItem } from "../../schema/media.ts"
import { mediaLibrary, noisePng } from "../fixtures/pictures.ts"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { projectServer } from "../fixtures/project-server.ts"
import { admin, setEnglish, unique } from "./admin-helpers.ts"
import { storedRows, waitForServiceWorker } from "../fixtures/offline.ts"

let adminApi: APIRequestContext

test.beforeAll(async () => {
  adminApi = await signedInApi(projectServer())
})

test.afterAll(async () => {
  await adminApi.dispose()
})

/** Signs the page's browser in through the API (login.spec tests the form) and opens the library. */
const openLibrary = async (page: Page, path = "/systemadmin/media") => {
  expect((await page.request.get(`/api/captcha?t=${Date.now()}`)).ok()).toBe(true)
  const login = await page.request.post("/api/login", {
    data: { username: admin.username, password: admin.password, captcha: admin.captcha },
  })
  expect(login.status(), await login.text()).toBe(200)
  await page.goto(path)
  await expect(page.getByTestId("media-card").first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId("media-skeleton")).toHaveCount(0)
}

/** A file name no other test (or retry) uses, with characters of both languages. */
const fileNameOf = (label: string) => `${unique(`图库上传-${label}`).replace(/ /g, "_")}.png`

/** Chooses `files` with the library's button, through the browser's file chooser. */
const chooseWithButton = async (
  page: Page,
  name: string | RegExp,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
) => {
  const chooser = page.waitForEvent("filechooser")
  await page.getByRole("button", { name }).click()
  const picker = await chooser
  expect(picker.isMultiple()).toBe(true)
  await picker.setFiles(files)
}

const altDialog = (page: Page) => page.getByRole("dialog", { name: /^(为图片写说明|Describe the picture)$/ })

/** Fills both alt texts in the forms' dialog and confirms with `confirm`. */
const describe = async (page: Page, alt: string, altEn: string, confirm: string) => {
  const dialog = altDialog(page)
  await expect(dialog.getByLabel(/^(图片说明（中文）|Description \(Chinese\))$/)).toBeFocused()
  await dialog.getByLabel(/^(图片说明（中文）|Description \(Chinese\))$/).fill(alt)
  await dialog.getByLabel(/^(图片说明（英文）|Description \(English\))$/).fill(altEn)
  await dialog.getByRole("button", { name: confirm, exact: true }).click()
}

const onServer = async (fileName: string): Promise<MediaLibraryItem[]> =>
  (await mediaLibrary(adminApi)).filter((item) => item.fileName === fileName)

const cardOf = (page: Page, id: number) => page.locator(`[data-testid="media-card"][data-media-id="${id}"]`)

const search = (page: Page) => page.getByRole("searchbox", { name: /^(搜索图片|Search pictures)$/ })

/**
 * The pictures of this device's outbox of uploads (IndexedDB `uploads`): each one's state and the name
 * of the File kept while it waits (a delivered one keeps no bytes: "").
 */
const uploadsOnDevice = async (page: Page) =>
  (await storedRows<{ state: string; blob: { name: string } | null }>(page, "uploads")).map((row) => ({
    state: row.state,
    name: row.blob?.name ?? "",
  }))

test.describe("uploading from the media library", () => {
  test("the button uploads a picture with its alt texts; a text file is refused; the picture is found by its file name", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openLibrary(page)
    const fileName = fileNameOf("按钮")
    const alt = unique("按钮上传的图")
    const altEn = unique("Uploaded with the button")

    await chooseWithButton(page, "上传图片", [
      { name: fileName, mimeType: "image/png", buffer: await noisePng(200, 150) },
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("这不是图片，只是文字。") },
    ])
    // The text file: the forms' message, and nothing of it queued.
    await expect(page.getByTestId("media-upload-refused")).toContainText("这些文件没有上传：")
    await expect(page.getByTestId("media-upload-refused").getByRole("listitem")).toHaveText([
      "“notes.jpg”不是支持的图片。请选择 JPEG、PNG、WebP、AVIF 或 GIF 文件。",
    ])
    // The picture: its alt texts asked in the forms' dialog (one picture: "上传").
    await describe(page, alt, altEn, "上传")
    await expect(altDialog(page)).toHaveCount(0)

    // Delivered once by the outbox, with its file name.
    await expect.poll(async () => (await onServer(fileName)).length, { timeout: 20_000 }).toBe(1)
    const [stored] = await onServer(fileName)
    expect(stored).toMatchObject({ alt, altEn, fileName, useCount: 0 })
    // This device's outbox of uploads held it once (a fresh browser: the only one), now delivered.
    expect(await uploadsOnDevice(page)).toEqual([{ state: "done", name: "" }])
    // It appears in the library without a reload, with its file name on the card.
    const card = cardOf(page, stored?.id ?? 0)
    await expect(card).toBeVisible({ timeout: 20_000 })
    await expect(card.getByTestId("media-file-name")).toHaveText(fileName)
    await expect(card.getByTestId("media-alt")).toHaveText(alt)
    await expect(card.getByTestId("media-alt-en")).toHaveText(altEn)
    await expect(page.getByTestId("media-pending")).toHaveCount(0)

    // Found by a part of its file name (case aside), kept in the address; a reload finds it again.
    const part = fileName.slice(0, -4).split("_").pop() ?? ""
    await search(page).fill(part.toUpperCase())
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(part.toUpperCase())}`))
    await expect(page.getByTestId("media-card")).toHaveCount(1)
    await expect(card).toBeVisible()
    await expect(page.getByTestId("media-count")).toHaveText("共 1 张图片")
    await page.reload()
    await expect(cardOf(page, stored?.id ?? 0)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId("media-card")).toHaveCount(1)
    await search(page).fill("没有这个文件名.png")
    await expect(page.getByTestId("media-card")).toHaveCount(0)
    await expect(page.getByTestId("media-notice")).toContainText("没有与此搜索匹配的图片。")
  })

  test("offline (English): two pictures wait on this device, nothing is sent; online, each is uploaded once and shown", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await setEnglish(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openLibrary(page)
    // The service worker controls the page, as it does for a person who opened the back office once.
    await waitForServiceWorker(page)
    const names = [fileNameOf("offline-1"), fileNameOf("offline-2")]
    const alts = names.map((_, index) => [unique(`离线图 ${index}`), unique(`Offline picture ${index}`)])

    await context.setOffline(true)
    await chooseWithButton(
      page,
      "Upload pictures",
      await Promise.all(
        names.map(async (name) => ({ name, mimeType: "image/png", buffer: await noisePng(160, 120) })),
      ),
    )
    await describe(page, alts[0]?.[0] ?? "", alts[0]?.[1] ?? "", "Upload (1 of 2)")
    await describe(page, alts[1]?.[0] ?? "", alts[1]?.[1] ?? "", "Upload (2 of 2)")
    await expect(altDialog(page)).toHaveCount(0)

    // Listed as waiting on this device, with their file names; nothing on the server.
    const pending = page.getByTestId("media-pending-list")
    await expect(
      pending.getByRole("heading", { name: "Pictures on this device waiting to be uploaded" }),
    ).toBeVisible()
    await expect(pending.getByTestId("media-pending-name")).toHaveText(names)
    await expect(pending.getByTestId("picture-state")).toHaveText([
      "Waiting to upload: it goes once you are online",
      "Waiting to upload: it goes once you are online",
    ])
    for (const name of names) expect(await onServer(name)).toEqual([])

    await context.setOffline(false)
    for (const name of names)
      await expect.poll(async () => (await onServer(name)).length, { timeout: 30_000 }).toBe(1)
    await expect(page.getByTestId("media-pending")).toHaveCount(0, { timeout: 20_000 })
    for (const [index, name] of names.entries()) {
      const [stored] = await onServer(name)
      expect(stored).toMatchObject({ alt: alts[index]?.[0], altEn: alts[index]?.[1], fileName: name })
      await expect(cardOf(page, stored?.id ?? 0).getByTestId("media-file-name")).toHaveText(name)
    }
    await search(page).fill(names[1]?.slice(0, -4) ?? "")
    await expect(page.getByTestId("media-card")).toHaveCount(1)
    await expect(page.getByTestId("media-file-name")).toHaveText(names[1] ?? "")
  })

  test("a picture dropped onto the screen is asked its alt texts and uploaded the same way", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await openLibrary(page)
    const fileName = fileNameOf("拖放")
    const bytes = [...(await noisePng(120, 90))]
    const dropped = await page.evaluateHandle(
      ({ name, data }) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File([new Uint8Array(data)], name, { type: "image/png" }))
        return transfer
      },
      { name: fileName, data: bytes },
    )
    const zone = page.getByTestId("media-drop-zone")
    await zone.dispatchEvent("dragover", { dataTransfer: dropped })
    await expect(page.getByText("松开即可上传这些图片")).toBeVisible()
    await zone.dispatchEvent("drop", { dataTransfer: dropped })
    await describe(page, unique("拖进来的图"), unique("A dropped picture"), "上传")
    await expect.poll(async () => (await onServer(fileName)).length, { timeout: 20_000 }).toBe(1)
    const [stored] = await onServer(fileName)
    await expect(cardOf(page, stored?.id ?? 0).getByTestId("media-file-name")).toHaveText(fileName, {
      timeout: 20_000,
    })
  })
})

/**
 * A tool's own picture (issue 18), the built app against the real server: uploaded in the tool form
 * online, saved, and drawn by the public tools list and the tool's page as a `<picture>` with the
 * upload's AVIF and WebP srcsets (in place of the picture chosen by the tool's name); chosen with the
 * network off, kept on the device and delivered exactly once when back online.
 */
import { type APIRequestContext, type Locator, type Page, expect, test } from "@playwright/test"
import type { Tool } from "../../schema/entities/tool.ts"
import type { MediaLibraryItem } from "../../schema/media.ts"
import { pictureSizes } from "../../app/features/site/content/picture-slots.ts"
import { adminApi } from "../fixtures/admin-api.ts"
import { mediaAddressPattern, mediaLibrary, noisePng } from "../fixtures/pictures.ts"
import { closeToast, expectToast, loginAsAdmin, row, unique, waitForSynced } from "./admin-helpers.ts"
import { listPageQuery } from "../fixtures/list-page.ts"

/** Pictures with this alt text in the library (other specs upload at the same time). */
const picturesWithAlt = async (api: APIRequestContext, alt: string): Promise<MediaLibraryItem[]> =>
  (await mediaLibrary(api)).filter((item) => item.alt === alt)

const serverTool = async (api: APIRequestContext, id: number): Promise<Tool> =>
  (await (await api.get(`/api/tools/${id}`)).json()) as Tool

/** A new tool through the API, without a picture: each test edits its own row. */
const newTool = async (api: APIRequestContext, prefix: string): Promise<Tool> => {
  const response = await api.post("/api/tools", {
    data: { name: unique(prefix), description: "图片上传测试工具", url: null },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const tool = (await response.json()) as Tool
  expect(tool.image).toBeNull()
  return tool
}

const openEdit = async (page: Page, name: string) => {
  await row(page, name)
    .getByRole("button", { name: `编辑 ${name}` })
    .click()
  return page.getByRole("dialog", { name: "编辑工具" })
}

/** Chooses a fresh PNG in the dialog's picture field and describes it in both languages. */
const choosePicture = async (page: Page, dialog: Locator, alt: string) => {
  await dialog.getByTestId("picture-file").setInputFiles({
    name: "tool.png",
    mimeType: "image/png",
    buffer: await noisePng(640, 400),
  })
  const describe = page.getByRole("dialog", { name: "为图片写说明" })
  await describe.getByLabel("图片说明（中文）").fill(alt)
  await describe.getByLabel("图片说明（英文）").fill(`${alt} (English)`)
  await describe.getByRole("button", { name: "使用这张图片" }).click()
  await expect(describe).toHaveCount(0)
}

/** A `<picture>`'s sources and its `<img>`'s attributes, as the page wrote them. */
const pictureOf = (picture: Locator) =>
  picture.evaluate((element) => ({
    sources: [...element.querySelectorAll("source")].map((source) => ({
      type: source.getAttribute("type"),
      srcset: source.getAttribute("srcset"),
      sizes: source.getAttribute("sizes"),
    })),
    src: element.querySelector("img")?.getAttribute("src"),
  }))

/** The public list and the tool's page draw the uploaded picture, not the one its name chooses. */
const expectDrawnOnPublicPages = async (page: Page, tool: Tool, picture: MediaLibraryItem) => {
  const drawn = (sizes: string) => ({
    sources: [
      { type: "image/avif", srcset: picture.srcset.avif, sizes },
      { type: "image/webp", srcset: picture.srcset.webp, sizes },
    ],
    src: picture.src,
  })
  // The tools list page that shows it (twelve cards a page; other specs' tools may come before it).
  await page.goto(`/tools${await listPageQuery("/api/tools", tool.id)}`)
  const card = page.getByTestId("tool-card").filter({ hasText: tool.name })
  await expect(card.locator("picture")).toHaveCount(1)
  expect(await pictureOf(card.locator("picture"))).toEqual(drawn(pictureSizes.card))

  await page.goto(`/tools/${tool.id}`)
  const detail = page.getByTestId("tool-detail")
  // Two copies (phone and wide layouts), one displayed.
  await expect(detail.locator("picture")).toHaveCount(2)
  for (const copy of await detail.locator("picture").all())
    expect(await pictureOf(copy)).toEqual(drawn(pictureSizes.detail))
  const shown = detail.locator("picture img").filter({ visible: true })
  // The browser fetched one of the upload's modern variants, never the fallback file.
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : "")))
    .toMatch(new RegExp(`${picture.src.replace(/-\d+\.(jpg|png)$/, "")}-\\d+\\.avif$`))
}

test("online: a picture uploaded in the tool form is saved and drawn by the tools list and the tool's page", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(baseURL ?? "")
  const tool = await newTool(api, "图片工具")
  await loginAsAdmin(page, "/systemadmin/tools")
  await closeToast(page)
  const dialog = await openEdit(page, tool.name)
  const alt = unique("工具图标")
  await choosePicture(page, dialog, alt)
  await expect(dialog.getByTestId("picture-state")).toHaveAttribute("data-state", "uploaded", {
    timeout: 30_000,
  })
  await expect(dialog.getByLabel("图片（可选）", { exact: true })).toHaveValue(mediaAddressPattern)
  await dialog.getByRole("button", { name: "保存" }).click()
  await expectToast(page, "工具已更新")
  await waitForSynced(page)

  const saved = await serverTool(api, tool.id)
  expect(saved.image).toMatch(mediaAddressPattern)
  const added = await picturesWithAlt(api, alt)
  expect(added).toHaveLength(1)
  expect(added[0]).toMatchObject({ width: 640, height: 400, useCount: 1 })
  expect(saved.image?.startsWith(`${added[0]?.src}#`)).toBe(true)

  await expectDrawnOnPublicPages(page, saved, added[0] as MediaLibraryItem)
  await api.dispose()
})

test("offline: a picture chosen for a tool with the network off waits on the device and goes exactly once", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const api = await adminApi(baseURL ?? "")
  const tool = await newTool(api, "离线图片工具")
  // Upload answers the server sent this page (other specs upload at the same time).
  const uploads: number[] = []
  page.on("response", (response) => {
    const request = response.request()
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/media")
      uploads.push(response.status())
  })
  await loginAsAdmin(page, "/systemadmin/tools")
  await closeToast(page)
  await expect(row(page, tool.name)).toBeVisible()

  await context.setOffline(true)
  const dialog = await openEdit(page, tool.name)
  const alt = unique("离线工具图标")
  await choosePicture(page, dialog, alt)
  await expect(dialog.getByTestId("picture-state")).toHaveAttribute("data-state", "waiting")
  await expect(page.getByTestId("picture-preview")).toHaveAttribute("src", /^data:image\/png;base64,/)
  await dialog.getByRole("button", { name: "保存" }).click()
  // Offline: kept on the device, not "updated" until the server has it (issue 28, item 8).
  await expectToast(page, "已保存在本设备", "恢复网络后会自动发送到服务器。")
  await expect(row(page, tool.name).getByTestId("sync-marker")).toBeVisible()
  // Nothing reached the server meanwhile.
  expect((await serverTool(api, tool.id)).image).toBeNull()
  expect(await picturesWithAlt(api, alt)).toHaveLength(0)

  await context.setOffline(false)
  await waitForSynced(page)
  const saved = await serverTool(api, tool.id)
  expect(saved.image).toMatch(mediaAddressPattern)
  const added = await picturesWithAlt(api, alt)
  expect(added).toHaveLength(1)
  expect(added[0]?.useCount).toBe(1)
  expect(saved.image?.startsWith(`${added[0]?.src}#`)).toBe(true)
  // Exactly once: the server answered one upload of it (the same bytes again would be the same row,
  // so the library alone could not tell).
  expect(uploads).toEqual([201])

  // The local row was rewritten to the server's address: the public pages draw the upload.
  await expectDrawnOnPublicPages(page, saved, added[0] as MediaLibraryItem)
  await api.dispose()
})

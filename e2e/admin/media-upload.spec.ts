/**
 * Uploading pictures in the back office (issue 18): the picture field of the employee form and the
 * blog's Markdown body, against the real server and the built app. Online with a progress bar; with
 * the network off, across a reload, delivered exactly once when back online; wrong types and oversize
 * files refused before anything is queued, in both languages; axe on the form with its picture.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import type { Employee } from "../../schema/entities/employee.ts"
import type { BlogPost } from "../../schema/entities/blog-post.ts"
import { type MediaLibraryItem, mediaHashLength, mediaHashesIn } from "../../schema/media.ts"
import sharp from "sharp"
import { adminApi } from "../fixtures/admin-api.ts"
import { mediaAddressPattern, mediaLibrary, noisePng } from "../fixtures/pictures.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import {
  closeToast,
  expectToast,
  loginAsAdmin,
  row,
  setEnglish,
  unique,
  waitForSynced,
} from "./admin-helpers.ts"
import { allRows } from "../fixtures/all-rows.ts"
import { storedRows, waitForServiceWorker } from "../fixtures/offline.ts"

const isNew = (item: MediaLibraryItem, before: readonly MediaLibraryItem[]): boolean =>
  !before.some((old) => old.id === item.id)

const serverEmployee = async (api: APIRequestContext, id: number): Promise<Employee> =>
  (await (await api.get(`/api/employees/${id}`)).json()) as Employee

/** A new employee through the API, with a demo picture: each test edits its own row. */
const newEmployee = async (api: APIRequestContext, prefix: string): Promise<Employee> => {
  const response = await api.post("/api/employees", {
    data: {
      name: unique(prefix),
      image: "/demo/fallback-employee.svg",
      profession: "图片测试",
      description: "图片上传测试",
      useCases: "测试",
      url: null,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as Employee
}

/** Pictures waiting on this device (the app's IndexedDB `uploads` table). */
const queuedUploads = async (page: Page) => (await storedRows(page, "uploads")).length

const openEdit = async (page: Page, name: string) => {
  await row(page, name)
    .getByRole("button", { name: new RegExp(`^(编辑|Edit) ${name}$`) })
    .click()
  return page.getByRole("dialog", { name: /^(编辑数字员工|Edit digital employee)$/ })
}

/** Describes the chosen picture in the alt-text dialog and confirms. */
const describePicture = async (
  page: Page,
  alt: string,
  altEn: string,
  confirm = /^(使用这张图片|Use this picture)$/,
) => {
  const dialog = page.getByRole("dialog", { name: /^(为图片写说明|Describe the picture)$/ })
  await expect(dialog.getByLabel(/^(图片说明（中文）|Description \(Chinese\))$/)).toBeFocused()
  await dialog.getByLabel(/^(图片说明（中文）|Description \(Chinese\))$/).fill(alt)
  await dialog.getByLabel(/^(图片说明（英文）|Description \(English\))$/).fill(altEn)
  await dialog.getByRole("button", { name: confirm }).click()
  await expect(dialog).toHaveCount(0)
}

const previewLoaded = (page: Page) =>
  page
    .getByTestId("picture-preview")
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)

test("online: a chosen picture uploads with a progress bar, the saved row holds its /media/ address, one picture in the library", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const api = await adminApi(baseURL ?? "")
  const employee = await newEmployee(api, "上传员工")
  const before = await mediaLibrary(api)
  await loginAsAdmin(page, "/systemadmin/employees")
  await closeToast(page)
  const dialog = await openEdit(page, employee.name)
  await expectNoAxeViolations(page)

  // A slow uplink (Chromium's own throttling), so the bar is seen moving rather than only finished.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  })
  const alt = unique("上传的头像")
  const altEn = unique("An uploaded portrait")
  await dialog.getByTestId("picture-file").setInputFiles({
    name: "portrait.png",
    mimeType: "image/png",
    buffer: await noisePng(700, 500),
  })
  await describePicture(page, alt, altEn)
  const bar = dialog.getByRole("progressbar", { name: "上传进度" })
  await expect(bar).toBeVisible()
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0)
  await expect(dialog.getByTestId("picture-state")).toContainText(/正在上传 \d+%/)
  await expect.poll(() => previewLoaded(page)).toBe(true)
  await expect(page.getByTestId("picture-preview")).toHaveAttribute("src", /^data:image\/png;base64,/)
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  await expect(dialog.getByTestId("picture-state")).toHaveAttribute("data-state", "uploaded", {
    timeout: 30_000,
  })
  await expect(dialog.getByTestId("picture-state")).toHaveText("已上传")
  // The field now shows the server's address, and the preview comes from the server.
  await expect(dialog.getByLabel("图片", { exact: true })).toHaveValue(mediaAddressPattern)
  await expect.poll(() => previewLoaded(page)).toBe(true)
  await expectNoAxeViolations(page)
  await dialog.getByRole("button", { name: "保存" }).click()
  await expectToast(page, "员工已更新")
  await waitForSynced(page)

  const saved = await serverEmployee(api, employee.id)
  expect(saved.image).toMatch(mediaAddressPattern)
  // Other specs upload pictures at the same time (two workers): this test's are those with its texts.
  const added = (await mediaLibrary(api)).filter((item) => isNew(item, before) && item.alt === alt)
  expect(added).toHaveLength(1)
  expect(added[0]).toMatchObject({ alt, altEn, width: 700, height: 500, useCount: 1 })
  expect(saved.image.startsWith(`${added[0]?.src}#`)).toBe(true)
  await api.dispose()
})

test("offline: a picture chosen with the network off is shown from the device, survives a reload, and goes exactly once", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const api = await adminApi(baseURL ?? "")
  const employee = await newEmployee(api, "离线上传员工")
  const before = await mediaLibrary(api)
  await loginAsAdmin(page, "/systemadmin/employees")
  await closeToast(page)
  // Let the service worker take control, so a reload works without a network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await waitForServiceWorker(page)
  await expect(row(page, employee.name)).toBeVisible()

  await context.setOffline(true)
  const renamed = `${employee.name} 离线改`
  const dialog = await openEdit(page, employee.name)
  await dialog.getByLabel("名称", { exact: true }).fill(renamed)
  const alt = unique("离线选的图")
  const altEn = unique("Chosen offline")
  await dialog.getByTestId("picture-file").setInputFiles({
    name: "offline.png",
    mimeType: "image/png",
    buffer: await noisePng(320, 240),
  })
  await describePicture(page, alt, altEn)
  await expect(dialog.getByTestId("picture-state")).toHaveAttribute("data-state", "waiting")
  await expect(dialog.getByTestId("picture-state")).toHaveText("等待上传：联网后自动上传")
  await expect(page.getByTestId("picture-preview")).toHaveAttribute("src", /^data:image\/png;base64,/)
  await expect.poll(() => previewLoaded(page)).toBe(true)
  await dialog.getByRole("button", { name: "保存" }).click()
  // Offline: kept on the device, not "updated" until the server has it (issue 28, item 8).
  await expectToast(page, "已保存在本设备", "恢复网络后会自动发送到服务器。")
  await expect(row(page, renamed).getByTestId("sync-marker")).toBeVisible()

  await page.reload()
  await expect(row(page, renamed).getByTestId("sync-marker")).toBeVisible()
  expect(await queuedUploads(page)).toBe(1)
  const reopened = await openEdit(page, renamed)
  await expect(reopened.getByTestId("picture-state")).toHaveAttribute("data-state", "waiting")
  await expect(page.getByTestId("picture-preview")).toHaveAttribute("src", /^data:image\/png;base64,/)
  await expect.poll(() => previewLoaded(page)).toBe(true)
  await reopened.getByRole("button", { name: "取消" }).click()
  // The sync panel lists the waiting picture by its alt text, with its reason and a discard action.
  await page.getByTestId("sync-indicator").click()
  const waiting = page.getByTestId("sync-upload")
  await expect(waiting).toHaveCount(1)
  await expect(waiting).toHaveAttribute("data-state", "pending")
  await expect(waiting).toContainText(alt)
  await expect(waiting).toContainText("网络不可用，将自动重试")
  await expect(waiting.getByRole("button", { name: "放弃更改" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByTestId("sync-panel")).toHaveCount(0)
  // Nothing reached the server meanwhile.
  expect((await serverEmployee(api, employee.id)).name).toBe(employee.name)
  expect((await mediaLibrary(api)).filter((item) => item.alt === alt)).toHaveLength(0)

  await context.setOffline(false)
  await waitForSynced(page)
  const saved = await serverEmployee(api, employee.id)
  expect(saved.name).toBe(renamed)
  expect(saved.image).toMatch(mediaAddressPattern)
  const added = (await mediaLibrary(api)).filter((item) => isNew(item, before) && item.alt === alt)
  expect(added).toHaveLength(1)
  expect(added[0]).toMatchObject({ alt, altEn, useCount: 1 })
  expect(saved.image.startsWith(`${added[0]?.src}#`)).toBe(true)
  // The local row was rewritten too: the form shows the server's address.
  const afterSync = await openEdit(page, renamed)
  await expect(afterSync.getByLabel("图片", { exact: true })).toHaveValue(saved.image)
  await api.dispose()
})

for (const language of ["zh-CN", "en"] as const) {
  test(`refused before queueing: text named x.jpg, an SVG and an oversize file get their message (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const en = language === "en"
    if (en) await setEnglish(page)
    const api = await adminApi(baseURL ?? "")
    const employee = await newEmployee(api, "拒绝文件员工")
    // Nothing may be sent: watched on this page, since other specs upload at the same time.
    const uploads: string[] = []
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/media")
        uploads.push(request.url())
    })
    await loginAsAdmin(page, "/systemadmin/employees")
    await closeToast(page)
    const dialog = await openEdit(page, employee.name)
    const input = dialog.getByTestId("picture-file")
    const problem = dialog.getByTestId("picture-problem")

    await input.setInputFiles({
      name: "x.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("只是一段文字，不是图片"),
    })
    await expect(problem).toHaveText(
      en
        ? "“x.jpg” is not a supported picture. Choose a JPEG, PNG, WebP, AVIF or GIF file."
        : "“x.jpg”不是支持的图片。请选择 JPEG、PNG、WebP、AVIF 或 GIF 文件。",
    )
    await expectNoAxeViolations(page)

    await input.setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    })
    await expect(problem).toHaveText(
      en
        ? "SVG pictures are not accepted (an SVG file can carry scripts). Save it as PNG or JPEG and choose that."
        : "不接受 SVG 图片（SVG 文件可能包含脚本）。请把它另存为 PNG 或 JPEG 后再选择。",
    )

    const oversize = Buffer.alloc(10 * 1024 * 1024 + 1)
    ;(await noisePng(8, 8)).copy(oversize)
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: oversize })
    await expect(problem).toHaveText(
      en
        ? "“huge.png” is too large (10 MB); a picture can be at most 10 MB."
        : "“huge.png”太大（10 MB），图片最大 10 MB。",
    )
    // Nothing was asked, kept or sent.
    await expect(page.getByRole("dialog", { name: /^(为图片写说明|Describe the picture)$/ })).toHaveCount(0)
    expect(await queuedUploads(page)).toBe(0)
    await expect(dialog.getByTestId("picture-state")).toHaveCount(0)
    expect(uploads).toEqual([])
    await api.dispose()
  })
}

test("a large photo is shown from a copy of at most 1280 px, and uploaded whole", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const api = await adminApi(baseURL ?? "")
  const employee = await newEmployee(api, "大图员工")
  await loginAsAdmin(page, "/systemadmin/employees")
  await closeToast(page)
  await expect(row(page, employee.name)).toBeVisible()
  // Offline, so the preview stays the device's own (online it becomes the server's right away).
  await context.setOffline(true)
  const dialog = await openEdit(page, employee.name)
  const photo = await sharp(await noisePng(2400, 1600))
    .jpeg({ quality: 80 })
    .toBuffer()
  expect(photo.length).toBeGreaterThan(2 * 1024 * 1024)
  await dialog
    .getByTestId("picture-file")
    .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo })
  const alt = unique("大图")
  await describePicture(page, alt, unique("A large photo"))
  await expect(dialog.getByTestId("picture-state")).toHaveAttribute("data-state", "waiting")
  const preview = page.getByTestId("picture-preview")
  await expect(preview).toHaveAttribute("src", /^data:image\/webp;base64,/)
  await expect.poll(() => previewLoaded(page)).toBe(true)
  // 1280 x 853, a data: URL of a fraction of the photo's bytes (which would take 4/3 of them).
  expect(
    await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
  ).toEqual([1280, 853])
  expect(((await preview.getAttribute("src")) ?? "").length).toBeLessThan(photo.length / 2)

  // Back online the photo itself goes: the server's record is 2400 x 1600.
  await context.setOffline(false)
  await expect(dialog.getByTestId("picture-state")).toHaveAttribute("data-state", "uploaded", {
    timeout: 60_000,
  })
  await expect
    .poll(async () =>
      (await mediaLibrary(api)).filter((item) => item.alt === alt).map((item) => [item.width, item.height]),
    )
    .toEqual([[2400, 1600]])
  await dialog.getByRole("button", { name: "取消" }).click()
  await api.dispose()
})

test("blog: a picture pasted into the body and one dropped into the English body insert Markdown that ends up with the /media/ address", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const api = await adminApi(baseURL ?? "")
  const before = await mediaLibrary(api)
  const title = unique("图片文章")
  await loginAsAdmin(page, "/systemadmin/blog")
  await closeToast(page)
  await page.getByRole("button", { name: "写文章" }).click()
  const post = page.getByRole("dialog", { name: "写新文章" })
  await post.getByLabel("标题").fill(title)
  await post.getByLabel("封面图片", { exact: true }).fill("/demo/fallback-blog.svg")
  await post.getByLabel("摘要").fill("带图片的文章")
  const body = post.getByLabel("内容（Markdown）")
  await body.fill("第一段。\n\n最后一段。")
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(4, 4))

  const picture = [...(await noisePng(200, 120))]
  const putFile = async (target: "paste" | "drop", selector: string) =>
    page.evaluate(
      ({ bytes, kind, selector }) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File([new Uint8Array(bytes)], "pasted.png", { type: "image/png" }))
        const area = document.querySelector(selector) as HTMLTextAreaElement
        area.dispatchEvent(
          kind === "paste"
            ? new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true })
            : new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }),
        )
      },
      { bytes: picture, kind: target, selector },
    )
  await putFile("paste", "textarea[name=content]")
  await describePicture(page, "文中的图", "A picture in the text", /^插入图片$/)
  await expect(body).toHaveValue(/^第一段。\n\n!\[文中的图\]\(local-media:[0-9a-f-]{36}\)\n\n最后一段。$/)
  await expect(body).toBeFocused()

  // The English body: the same picture dropped gets the English alt text.
  await post.getByTestId("content-language-switch").getByText("English", { exact: true }).click()
  await expect(post.getByRole("radio", { name: "English" })).toBeChecked()
  const englishBody = post.getByLabel("内容（Markdown）（英文）")
  await englishBody.fill("English text.")
  await putFile("drop", "textarea[name=contentEn]")
  await describePicture(page, "文中的图", "A picture in the text", /^插入图片$/)
  await expect(englishBody).toHaveValue(
    /^English text\.\n\n!\[A picture in the text\]\(local-media:[0-9a-f-]{36}\)$/,
  )

  await post.getByRole("button", { name: "创建" }).click()
  // The toast says the edit is queued; only then can "synced" mean it was delivered.
  await expectToast(page, "文章已创建")
  await waitForSynced(page)
  // Read until the server has it: on a loaded machine the indicator and the server's list can
  // still be a moment apart.
  const sentPost = async () =>
    ((await allRows(api, "/api/blog-posts")) as BlogPost[]).find((candidate) => candidate.title === title)
  await expect.poll(sentPost, { timeout: 30_000 }).toBeDefined()
  const sent = await sentPost()
  const address = /\/media\/[0-9a-f]{32}-\d+\.(jpg|png)#\d+x\d+/.source
  expect(sent?.content).toMatch(new RegExp(`^第一段。\\n\\n!\\[文中的图\\]\\(${address}\\)\\n\\n最后一段。$`))
  expect(sent?.contentEn).toMatch(
    new RegExp(`^English text\\.\\n\\n!\\[A picture in the text\\]\\(${address}\\)$`),
  )
  expect(JSON.stringify(sent)).not.toContain("local-media:")
  // The same bytes twice are one picture on the server.
  // Both bodies name one picture, and the library holds it once.
  const hashes = mediaHashesIn(`${sent?.content ?? ""}\n${sent?.contentEn ?? ""}`)
  expect(hashes.size).toBe(1)
  const added = (await mediaLibrary(api)).filter(
    (item) => isNew(item, before) && hashes.has(item.contentHash.slice(0, mediaHashLength)),
  )
  expect(added).toHaveLength(1)
  await api.dispose()
})

test("axe: the employee form with a chosen picture and the alt-text dialog, in English", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await setEnglish(page)
  const api = await adminApi(baseURL ?? "")
  const employee = await newEmployee(api, "无障碍图片员工")
  await loginAsAdmin(page, "/systemadmin/employees")
  await closeToast(page)
  const dialog = await openEdit(page, employee.name)
  await expectNoAxeViolations(page)
  await dialog.getByTestId("picture-file").setInputFiles({
    name: "a.png",
    mimeType: "image/png",
    buffer: await noisePng(64, 48),
  })
  const describe = page.getByRole("dialog", { name: "Describe the picture" })
  await expect(describe).toBeVisible()
  // Both texts are required, with the messages in English.
  await describe.getByRole("button", { name: "Use this picture" }).click()
  await expect(describe.locator("[aria-invalid=true]")).toHaveCount(2)
  await expectNoAxeViolations(page)
  // Escape closes only the small dialog: nothing queued, the form stays.
  await page.keyboard.press("Escape")
  await expect(describe).toHaveCount(0)
  await expect(dialog).toBeVisible()
  expect(await queuedUploads(page)).toBe(0)
  await dialog.getByTestId("picture-file").setInputFiles({
    name: "a.png",
    mimeType: "image/png",
    buffer: await noisePng(64, 48),
  })
  await describePicture(page, "无障碍测试图", "Accessibility test picture")
  await expect(dialog.getByTestId("picture-state")).toHaveAttribute("data-state", "uploaded", {
    timeout: 30_000,
  })
  await expect(dialog.getByTestId("picture-state")).toHaveText("Uploaded")
  await expectNoAxeViolations(page)
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await api.dispose()
})

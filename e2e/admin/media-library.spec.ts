/**
 * The media library (/systemadmin/media, issue 18): real pictures uploaded through POST /api/media
 * with an admin session, one used by an employee; the screen lists what GET /api/media answers (order
 * and use counts), filters by use, edits both alt texts on the server, deletes only unused pictures
 * (a forced delete of one that became used shows the server's 409 message and changes nothing), copies
 * the address content rows store, shows skeletons while loading, says it needs the server offline,
 * and has no axe violations in both languages at 1280 and 390 px. Also its navigation entry and tile.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import sharp from "sharp"
import { type MediaLibraryItem, type MediaRecord, mediaAddress } from "../../schema/media.ts"
import { formatBytes } from "../../app/features/site/pwa/format-bytes.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { adminApi as signedInApi } from "../fixtures/admin-api.ts"
import { projectServer } from "../fixtures/project-server.ts"
import { admin, closeToast, setEnglish, toast, unique } from "./admin-helpers.ts"

const json = async <T>(response: { ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }) => {
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

let adminApi: APIRequestContext

test.beforeAll(async () => {
  adminApi = await signedInApi(projectServer())
})

test.afterAll(async () => {
  await adminApi.dispose()
})

/** A 400 x 300 PNG of a gradient in a random hue: other bytes on every call, so a new picture. */
const makePng = async (): Promise<Buffer> => {
  const [width, height] = [400, 300]
  const pixels = Buffer.alloc(width * height * 3)
  const seed = [Math.random(), Math.random(), Math.random()].map((value) => Math.floor(value * 256))
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = ((seed[0] ?? 0) + x) % 256
      pixels[at + 1] = ((seed[1] ?? 0) + y) % 256
      pixels[at + 2] = ((seed[2] ?? 0) + x + y) % 256
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/** Uploads a new picture with the admin session, as the back office does: raw bytes, alt texts in the query. */
const upload = async (label: string): Promise<MediaRecord> => {
  const alt = unique(`图库 ${label}`)
  const altEn = unique(`Library ${label}`)
  const response = await adminApi.post(`/api/media?${new URLSearchParams({ alt, altEn }).toString()}`, {
    data: await makePng(),
    headers: { "Content-Type": "image/png" },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as MediaRecord
}

/** An employee whose picture is `record`: the picture is then used once. */
const useInEmployee = async (record: MediaRecord): Promise<string> => {
  const name = unique("图库员工")
  await json(
    await adminApi.post("/api/employees", {
      data: {
        name,
        image: mediaAddress(record),
        description: "图片库测试",
        profession: "测试",
        useCases: "a",
      },
    }),
  )
  return name
}

const library = async (): Promise<MediaLibraryItem[]> =>
  (await json<{ media: MediaLibraryItem[] }>(await adminApi.get("/api/media"))).media

/** Chooses a filter as a person does: a click on its label (the radio itself is visually hidden). */
const choose = async (page: Page, name: string | RegExp) => {
  const radio = page.getByRole("radio", { name })
  await page.locator("label", { has: radio }).click()
  await expect(radio).toBeChecked()
}

const cards = (page: Page) => page.getByTestId("media-card")
const card = (page: Page, id: number) => page.locator(`[data-testid="media-card"][data-media-id="${id}"]`)
/** Every card's id, in order, once the library is drawn whole: it draws 50 cards, more on "Show more". */
const shownIds = async (page: Page) => {
  const more = page.getByTestId("show-more")
  while ((await more.count()) > 0) await more.click({ timeout: 2_000 }).catch(() => undefined)
  return cards(page).evaluateAll((found) =>
    found.map((element) => Number(element.getAttribute("data-media-id"))),
  )
}

/**
 * Whether the screen shows the server's library: the server's pictures in the server's order. Other
 * specs upload and delete pictures at the same time (two workers), so the library is read again with
 * each look, and a picture that came or went between the screen's read and this one is let pass.
 */
const showsLibrary = async (page: Page): Promise<boolean> => {
  const shown = await shownIds(page)
  const server = (await library()).map((item) => item.id)
  const common = (ids: number[], other: number[]) => ids.filter((id) => other.includes(id))
  return (
    shown.length > 0 &&
    common(shown, server).join() === common(server, shown).join() &&
    Math.abs(shown.length - server.length) <= 2
  )
}

/**
 * Signs the page's browser in through the API (the page shares its cookies) and opens `path`: the login
 * form itself is login.spec's subject, and on a loaded machine its round of redirects is the slowest
 * part of every test here.
 */
const signInAt = async (page: Page, path: string) => {
  expect((await page.request.get(`/api/captcha?t=${Date.now()}`)).ok()).toBe(true)
  await json(
    await page.request.post("/api/login", {
      data: { username: admin.username, password: admin.password, captcha: admin.captcha },
    }),
  )
  await page.goto(path)
}

/** Opens the library and waits for the grid (the skeletons gone). */
const openLibrary = async (page: Page, path = "/systemadmin/media") => {
  await page.goto(path)
  // Generous: on a loaded machine the app, the session check and the read can take a while.
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId("media-skeleton")).toHaveCount(0)
}

test.describe("media library", () => {
  test("lists every picture as the server does: newest first, with use counts 1 and 0, and details; the filter shows each part", async ({
    page,
  }) => {
    const used = await upload("used")
    const unused = await upload("unused")
    await useInEmployee(used)
    const server = await library()
    expect(server.find((item) => item.id === used.id)?.useCount).toBe(1)
    expect(server.find((item) => item.id === unused.id)?.useCount).toBe(0)

    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAt(page, "/systemadmin/media")
    await openLibrary(page)
    await expect(page.getByRole("heading", { name: "图片库", level: 1 })).toBeVisible()
    await expect.poll(() => showsLibrary(page)).toBe(true)
    expect(await shownIds(page)).toEqual(expect.arrayContaining([used.id, unused.id]))
    for (const item of server.filter((candidate) => [used.id, unused.id].includes(candidate.id)))
      await expect(card(page, item.id).getByTestId("media-use-count")).toHaveAttribute(
        "data-count",
        String(item.useCount),
      )
    await expect(card(page, used.id).getByTestId("media-use-count")).toHaveText("使用 1 处")
    await expect(card(page, unused.id).getByTestId("media-use-count")).toHaveText("未使用")

    // The details of one card, and the thumbnail: the 320 px variant of a modern format, lazy.
    const shown = card(page, unused.id)
    await expect(shown.getByTestId("media-alt")).toHaveText(unused.alt)
    await expect(shown.getByTestId("media-alt-en")).toHaveText(unused.altEn)
    await expect(shown).toContainText("400 × 300 像素")
    await expect(shown).toContainText(formatBytes(unused.bytes, "zh-CN"))
    await expect(shown).toContainText("admin")
    const thumbnail = shown.getByTestId("media-thumbnail")
    await expect(thumbnail).toHaveAttribute("loading", "lazy")
    await expect(thumbnail).toHaveAttribute("alt", unused.alt)
    await thumbnail.scrollIntoViewIfNeeded()
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(320)
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`/media/${unused.contentHash.slice(0, 32)}-320\\.(avif|webp)$`),
    )

    // In use / unused: exactly the server's pictures of each kind, kept in the address.
    const counts = {
      inUse: server.filter((item) => item.useCount > 0).map((item) => item.id),
      unused: server.filter((item) => item.useCount === 0).map((item) => item.id),
    }
    await choose(page, `使用中（${counts.inUse.length}）`)
    await expect(page).toHaveURL(/\?use=in-use$/)
    await expect.poll(() => shownIds(page)).toEqual(counts.inUse)
    await expect(page.getByTestId("media-count")).toHaveText(`共 ${counts.inUse.length} 张图片`)
    await choose(page, `未使用（${counts.unused.length}）`)
    await expect(page).toHaveURL(/\?use=unused$/)
    await expect.poll(() => shownIds(page)).toEqual(counts.unused)
    await page.reload()
    await expect(page.getByRole("radio", { name: /^未使用/ })).toBeChecked()
    await expect.poll(() => shownIds(page)).toEqual(counts.unused)
    await choose(page, `全部（${server.length}）`)
    await expect(page).toHaveURL(/\/systemadmin\/media$/)
    await expect.poll(() => shownIds(page)).toEqual(server.map((item) => item.id))
  })

  test("shows skeletons until the library's answer arrives", async ({ page }) => {
    await upload("skeleton")
    await signInAt(page, "/systemadmin/media")
    await openLibrary(page)
    // Hold the next read of the library (it still goes to the real server once let through).
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/media", async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    await expect(page.getByTestId("media-skeleton")).toHaveCount(6)
    await expect(cards(page)).toHaveCount(0)
    release()
    await expect(page.getByTestId("media-skeleton")).toHaveCount(0)
    await expect.poll(() => showsLibrary(page)).toBe(true)
  })

  test("edits both alt texts on the server; a blank one is refused in the person's language and nothing changes", async ({
    page,
  }) => {
    const picture = await upload("edit")
    await signInAt(page, "/systemadmin/media")
    await openLibrary(page)
    await card(page, picture.id).getByRole("button", { name: "编辑替代文本" }).click()
    const dialog = page.getByRole("dialog", { name: "编辑替代文本" })
    await expect(dialog.getByLabel("中文替代文本")).toHaveValue(picture.alt)
    await expect(dialog.getByLabel("英文替代文本")).toHaveValue(picture.altEn)

    await dialog.getByLabel("中文替代文本").fill("   ")
    await dialog.getByLabel("英文替代文本").fill("")
    await dialog.getByRole("button", { name: "保存" }).click()
    await expect(dialog).toContainText("请填写中文替代文本")
    await expect(dialog).toContainText("请填写英文替代文本")
    const unchanged = await json<MediaLibraryItem>(await adminApi.get(`/api/media/${picture.id}`))
    expect([unchanged.alt, unchanged.altEn]).toEqual([picture.alt, picture.altEn])

    const alt = unique("新的中文说明")
    const altEn = unique("A new English description")
    await dialog.getByLabel("中文替代文本").fill(alt)
    await dialog.getByLabel("英文替代文本").fill(altEn)
    await dialog.getByRole("button", { name: "保存" }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page)).toContainText("替代文本已保存")
    await closeToast(page)
    await expect(card(page, picture.id).getByTestId("media-alt")).toHaveText(alt)
    await expect(card(page, picture.id).getByTestId("media-alt-en")).toHaveText(altEn)
    const stored = await json<MediaLibraryItem>(await adminApi.get(`/api/media/${picture.id}`))
    expect([stored.alt, stored.altEn]).toEqual([alt, altEn])
    // The card keeps its use count (PATCH answers the record without it).
    await expect(card(page, picture.id).getByTestId("media-use-count")).toHaveAttribute("data-count", "0")
  })

  test("deletes an unused picture after confirming; a used one offers no delete, and one used meanwhile answers 409 with the server's message and stays", async ({
    page,
  }) => {
    const used = await upload("in use")
    await useInEmployee(used)
    const doomed = await upload("doomed")
    const raced = await upload("raced")
    await signInAt(page, "/systemadmin/media")
    await openLibrary(page)

    // In use: no delete, and the reason on the card.
    await expect(card(page, used.id).getByRole("button", { name: "删除" })).toHaveCount(0)
    await expect(card(page, used.id).getByTestId("media-in-use-note")).toHaveText(
      "使用中，不能删除：请先从使用它的内容中移除这张图片。",
    )

    // Cancel changes nothing.
    await card(page, doomed.id).getByRole("button", { name: "删除" }).click()
    const confirm = page.getByRole("alertdialog", { name: "删除图片" })
    await confirm.getByRole("button", { name: "取消" }).click()
    await expect(confirm).toBeHidden()
    expect((await adminApi.get(`/api/media/${doomed.id}`)).status()).toBe(200)

    // Confirmed: gone from the screen, the API and the file server.
    await card(page, doomed.id).getByRole("button", { name: "删除" }).click()
    await confirm.getByRole("button", { name: "删除" }).click()
    await expect(toast(page)).toContainText("图片已删除")
    await closeToast(page)
    await expect(card(page, doomed.id)).toHaveCount(0)
    expect((await adminApi.get(`/api/media/${doomed.id}`)).status()).toBe(404)
    expect((await adminApi.get(doomed.src)).status()).toBe(404)

    // Offered while unused, used by the time of the confirm: the server refuses, the card stays.
    await card(page, raced.id).getByRole("button", { name: "删除" }).click()
    await useInEmployee(raced)
    await confirm.getByRole("button", { name: "删除" }).click()
    await expect(toast(page)).toContainText("该图片仍在使用中（1 处），请先从这些内容中移除它再删除")
    await closeToast(page)
    await expect(card(page, raced.id).getByTestId("media-use-count")).toHaveText("使用 1 处")
    await expect(card(page, raced.id).getByRole("button", { name: "删除" })).toHaveCount(0)
    const kept = await json<MediaLibraryItem>(await adminApi.get(`/api/media/${raced.id}`))
    expect(kept.useCount).toBe(1)
    expect((await adminApi.get(raced.src)).status()).toBe(200)
  })

  test("copies the address content rows store", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const picture = await upload("copy")
    await signInAt(page, "/systemadmin/media")
    await openLibrary(page)
    await card(page, picture.id).getByRole("button", { name: "复制地址" }).click()
    await expect(toast(page)).toContainText("图片地址已复制")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mediaAddress(picture))
    expect(mediaAddress(picture)).toMatch(/^\/media\/[0-9a-f]{32}-400\.jpg#400x300$/)
  })

  test("offline it says the library needs the server, back online it reads again; other failures show the server's message in the person's language", async ({
    page,
    context,
  }) => {
    await upload("offline")
    await signInAt(page, "/systemadmin/media")
    await openLibrary(page)
    const nav = page.getByRole("navigation", { name: "后台导航" })
    // Both screens' code is loaded before the network goes (it is not what this test is about).
    await nav.getByRole("link", { name: "仪表板" }).click()
    await expect(page.getByTestId("db-status")).toBeVisible()
    await nav.getByRole("link", { name: "图片库" }).click()
    await expect(cards(page).first()).toBeVisible()
    await context.setOffline(true)
    await nav.getByRole("link", { name: "仪表板" }).click()
    await nav.getByRole("link", { name: "图片库" }).click()
    const notice = page.getByTestId("media-notice")
    await expect(notice).toContainText("图片库保存在服务器上，联网后才能查看和修改。")
    await expect(notice).toHaveAttribute("role", "alert")
    await expect(cards(page)).toHaveCount(0)
    await context.setOffline(false)
    await notice.getByRole("button", { name: "重试" }).click()
    await expect.poll(() => showsLibrary(page)).toBe(true)

    // Any other failure shows the server's own message, in the person's language: here the session
    // ended elsewhere (401), and switching to English reads the library again.
    await json(await page.request.post("/api/logout"))
    await page.getByRole("button", { name: "English" }).click()
    await expect(notice).toContainText("The media library could not be read: Please log in first")
  })

  test("the navigation entry and the dashboard tile lead to it", async ({ page }) => {
    await signInAt(page, "/systemadmin")
    const nav = page.getByRole("navigation", { name: "后台导航" })
    await expect(nav.getByRole("link")).toHaveText([
      "仪表板",
      "数字员工",
      "数字团队",
      "项目案例",
      "AI 工具",
      "企业合作",
      "博客管理",
      "系统设置",
      "图片库",
      "操作日志",
      "账号管理",
      "我的账号",
      "返回网站",
    ])
    const tile = page.locator('main a[href="/systemadmin/media"]')
    await expect(tile).toContainText("上传的图片、替代文本和使用情况")
    await tile.click()
    await expect(page.getByRole("heading", { name: "图片库", level: 1 })).toBeVisible()
    await expect(nav.getByRole("link", { name: "图片库" })).toHaveAttribute("data-status", "active")
  })

  for (const language of ["zh-CN", "en"] as const) {
    test(`labels in ${language} and no axe violations at 1280 and 390 px, with the edit and delete dialogs`, async ({
      page,
    }) => {
      test.setTimeout(240_000)
      const texts =
        language === "en"
          ? {
              title: "Media library",
              all: /^All \(\d+\)$/,
              edit: "Edit alt texts",
              remove: "Delete",
              confirm: "Delete picture",
              cancel: "Cancel",
              unused: "Unused",
            }
          : {
              title: "图片库",
              all: /^全部（\d+）$/,
              edit: "编辑替代文本",
              remove: "删除",
              confirm: "删除图片",
              cancel: "取消",
              unused: "未使用",
            }
      const picture = await upload(`axe ${language}`)
      if (language === "en") await setEnglish(page)
      await page.setViewportSize({ width: 1280, height: 900 })
      await signInAt(page, "/systemadmin/media")
      await openLibrary(page)
      await expect(page.getByRole("heading", { name: texts.title, level: 1 })).toBeVisible()
      await expect(page.getByRole("radio", { name: texts.all })).toBeChecked()
      await expect(card(page, picture.id).getByTestId("media-use-count")).toHaveText(texts.unused)
      await expect(card(page, picture.id).getByTestId("media-thumbnail")).toHaveAttribute(
        "alt",
        language === "en" ? picture.altEn : picture.alt,
      )
      await expectNoAxeViolations(page)
      await card(page, picture.id).getByRole("button", { name: texts.edit }).click()
      await expect(page.getByRole("dialog", { name: texts.edit })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press("Escape")
      await card(page, picture.id).getByRole("button", { name: texts.remove }).click()
      const confirm = page.getByRole("alertdialog", { name: texts.confirm })
      await expect(confirm).toBeVisible()
      await expectNoAxeViolations(page)
      await confirm.getByRole("button", { name: texts.cancel }).click()

      await page.setViewportSize({ width: 390, height: 844 })
      await openLibrary(page)
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(sideways).toBeLessThanOrEqual(0)
      const box = await card(page, picture.id).boundingBox()
      expect(box?.width ?? 0).toBeLessThanOrEqual(390)
      await expect(card(page, picture.id).getByRole("button", { name: texts.remove })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test("a picture in use says where (each use a link to its row), and the library searches alt texts and addresses", async ({
  page,
}) => {
  const record = await upload("where")
  const employee = await useInEmployee(record)
  await signInAt(page, "/systemadmin/media")
  await openLibrary(page, `/systemadmin/media?q=${encodeURIComponent(record.alt)}`)
  await expect(cards(page)).toHaveCount(1)
  const uses = card(page, record.id).getByTestId("media-uses")
  await expect(uses.getByRole("link")).toHaveText([`数字员工 · ${employee}`])
  await expectNoAxeViolations(page)

  // The address a content field holds finds its picture too; a search with no match says so.
  const search = page.getByRole("searchbox", { name: "搜索图片" })
  await search.fill(mediaAddress(record))
  await expect(cards(page)).toHaveCount(1)
  await expect(card(page, record.id)).toBeVisible()
  await search.fill(record.altEn.toUpperCase())
  await expect(card(page, record.id)).toBeVisible()
  await search.fill("没有这样的图片 zzz")
  await expect(page.getByTestId("media-notice")).toHaveText(/没有与此搜索匹配的图片。/)

  // The use's link opens the employees list searched for that employee.
  await search.fill(record.alt)
  await uses.getByRole("link").click()
  await expect(page).toHaveURL(/\/systemadmin\/employees\?q=/)
  await expect(page.getByRole("searchbox")).toHaveValue(employee)
  await expect(page.getByTestId("admin-row")).toHaveCount(1)
  await expect(page.getByTestId("admin-row")).toContainText(employee)
})

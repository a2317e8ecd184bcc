/**
 * A picture field shows the picture and its alt text, not its stored address (issue 28, item 10):
 * the employee form opened on a row whose picture is in the media library draws a thumbnail from the
 * picture's own small variants and its description in the content language being edited (中文 or
 * English, the form's switch); the `/media/…#WxH` address is only under "Picture address". A picture
 * the library does not know says it has no description. Built app against the real server.
 */
import { type APIRequestContext, type Page, expect, test } from "@playwright/test"
import type { Employee } from "../../schema/entities/employee.ts"
import { type MediaRecord, mediaAddress } from "../../schema/media.ts"
import { adminApi } from "../fixtures/admin-api.ts"
import { expectNoAxeViolations } from "../fixtures/axe.ts"
import { noisePng } from "../fixtures/pictures.ts"
import { closeToast, loginAsAdmin, row, setEnglish, unique } from "./admin-helpers.ts"

const upload = async (api: APIRequestContext, alt: string, altEn: string): Promise<MediaRecord> => {
  const response = await api.post(`/api/media?${new URLSearchParams({ alt, altEn }).toString()}`, {
    data: await noisePng(800, 500),
    headers: { "Content-Type": "image/png" },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as MediaRecord
}

const newEmployee = async (api: APIRequestContext, image: string): Promise<Employee> => {
  const response = await api.post("/api/employees", {
    data: {
      name: unique("图片字段员工"),
      image,
      profession: "图片字段测试",
      description: "图片字段测试",
      useCases: "测试",
      url: null,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as Employee
}

const openEdit = async (page: Page, name: string) => {
  await row(page, name)
    .getByRole("button", { name: new RegExp(`^(编辑|Edit) ${name}$`) })
    .click()
  const dialog = page.getByRole("dialog", { name: /^(编辑数字员工|Edit digital employee)$/ })
  await expect(dialog).toBeVisible()
  return dialog
}

test("the employee form shows the picture and its alt text in the content language, not its /media/ address", async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL ?? "")
  const alt = unique("图片字段的说明")
  const altEn = unique("The picture field's description")
  const record = await upload(api, alt, altEn)
  const address = mediaAddress(record)
  expect(address).toMatch(/^\/media\/[0-9a-f]{32}-800\.(jpg|png)#800x500$/)
  const employee = await newEmployee(api, address)

  await loginAsAdmin(page, "/systemadmin/employees")
  await closeToast(page)
  const dialog = await openEdit(page, employee.name)
  const field = dialog.getByTestId("image-field-image")

  // The thumbnail: the picture's own file, drawn from a small variant (never the 800 px one).
  const thumbnail = field.getByTestId("picture-preview")
  await expect(thumbnail).toHaveAttribute("src", record.src)
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : "")))
    .toMatch(new RegExp(`/media/${record.contentHash.slice(0, 32)}-320\\.(avif|webp)$`))
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  // The Chinese description (the form edits Chinese first), then the English one with the switch.
  await expect(field.getByTestId("picture-alt")).toHaveText(alt)
  await expect(field.getByRole("term")).toHaveText("图片说明（中文）")
  await dialog.getByTestId("content-language-switch").getByText("English", { exact: true }).click()
  await expect(field.getByTestId("picture-alt")).toHaveText(altEn)
  await expect(field.getByRole("term")).toHaveText("图片说明（英文）")

  // The address is not what is shown: not in the field's text, its input folded away.
  await expect(field).not.toContainText("/media/")
  await expect(field).not.toContainText(address)
  const input = dialog.getByLabel("图片", { exact: true })
  await expect(input).toBeHidden()
  await expect(input).toHaveValue(address)
  await expect(field.getByTestId("picture-in-library")).toHaveAttribute(
    "href",
    `/systemadmin/media?q=${record.contentHash.slice(0, 32)}`,
  )
  await expectNoAxeViolations(page)

  // Still there to read, copy or type when asked for.
  await field.getByRole("button", { name: /图片地址/ }).click()
  await expect(input).toBeVisible()
  await expect(input).toHaveValue(address)

  // Removing the picture leaves the field empty, with the way to choose one.
  await field.getByRole("button", { name: "移除图片" }).click()
  await expect(field.getByTestId("picture-empty")).toHaveText("还没有图片")
  await expect(field.getByTestId("picture-preview")).toHaveCount(0)
  await expect(field.getByRole("button", { name: "选择图片" })).toBeVisible()
  await expect(input).toHaveValue("")
})

test("in English, a picture the media library does not know is drawn and says it has no description", async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL ?? "")
  const employee = await newEmployee(api, "/demo/fallback-employee.svg")
  await setEnglish(page)
  await loginAsAdmin(page, "/systemadmin/employees")
  await closeToast(page)
  const dialog = await openEdit(page, employee.name)
  const field = dialog.getByTestId("image-field-image")
  await expect(field.getByTestId("picture-preview")).toHaveAttribute("src", "/demo/fallback-employee.svg")
  await expect(field.getByTestId("picture-alt")).toHaveText("No description (alt text)")
  await expect(field.getByRole("term")).toHaveText("Description (Chinese)")
  await expect(field).not.toContainText("/demo/fallback-employee.svg")
  await expect(field.getByTestId("picture-in-library")).toHaveCount(0)
  await expect(dialog.getByLabel("Image", { exact: true })).toBeHidden()
  await expectNoAxeViolations(page)
})

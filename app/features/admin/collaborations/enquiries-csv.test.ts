import { expect, test } from "vitest"
import type { Collaboration } from "../../../../schema/entities/collaboration.ts"
import { i18nObject } from "../../../i18n/i18n-util.ts"
import { loadAllLocales } from "../../../i18n/i18n-util.sync.ts"
import { csvCell, enquiriesCsv, enquiriesFileName } from "./enquiries-csv.ts"

loadAllLocales()

const request = (fields: Partial<Collaboration>): Collaboration => ({
  id: 1,
  version: 1,
  updatedAt: "2026-11-26T08:00:00.000Z",
  companyName: "上海智元",
  contactName: "王小明",
  email: "wang@example.cn",
  phone: "13800000000",
  message: "需要客服数字员工",
  createdAt: "2026-11-26T08:00:00.000Z",
  status: "new",
  ...fields,
})

test("UTF-8 with a byte-order mark, headings and statuses in the person's language, CRLF lines", () => {
  const zh = enquiriesCsv([request({})], i18nObject("zh-CN"))
  expect(zh.startsWith("\uFEFF")).toBe(true)
  expect(zh.slice(1).split("\r\n")).toEqual([
    "类型,公司名称,主题,联系人,邮箱,电话,需求描述,状态,提交时间",
    "合作请求,上海智元,,王小明,wang@example.cn,13800000000,需要客服数字员工,新请求,2026-11-26T08:00:00.000Z",
    "",
  ])
  const en = enquiriesCsv([request({ status: "in_progress" })], i18nObject("en"))
  expect(en.slice(1).split("\r\n")[0]).toBe(
    "Kind,Company name,Subject,Contact person,Email,Phone,Requirement description,Status,Submitted",
  )
  expect(en).toContain(",In progress,")
})

test("a contact message: its kind and subject, no company", () => {
  const message = request({ kind: "contact", companyName: "", subject: "预约演示", message: "下周可以吗？" })
  expect(enquiriesCsv([message], i18nObject("zh-CN")).slice(1).split("\r\n")[1]).toBe(
    "联系留言,,预约演示,王小明,wang@example.cn,13800000000,下周可以吗？,新请求,2026-11-26T08:00:00.000Z",
  )
  expect(enquiriesCsv([message], i18nObject("en"))).toContain("\r\nContact message,,预约演示,")
})

test("quotes, commas and line breaks are quoted as RFC 4180 says", () => {
  expect(csvCell('说 "你好", 再见')).toBe('"说 ""你好"", 再见"')
  expect(csvCell("第一行\r\n第二行")).toBe('"第一行\r\n第二行"')
  expect(csvCell("plain")).toBe("plain")
})

test("a visitor's text that a spreadsheet would run as a formula is kept as text", () => {
  for (const formula of ['=HYPERLINK("http://evil.example")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])
    expect(csvCell(formula).replace(/^"/, "").startsWith("'")).toBe(true)
  const csv = enquiriesCsv([request({ companyName: "=1+1", message: "正常" })], i18nObject("en"))
  expect(csv).toContain("\r\nCollaboration request,'=1+1,")
})

test("the file is named after the day it was taken", () => {
  expect(enquiriesFileName(new Date("2026-11-26T23:30:00Z"))).toBe("enquiries-2026-11-26.csv")
})

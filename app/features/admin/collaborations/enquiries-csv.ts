/**
 * The inbox's export (issue 28, item 11): the requests the inbox shows (its status filter and search,
 * every page) as a CSV file a spreadsheet program opens as it is. RFC 4180 quoting and CRLF lines;
 * UTF-8 with a byte-order mark, without which Excel reads Chinese as mojibake; the headings and the
 * statuses in the person's language. Visitors wrote these texts: a cell starting like a formula
 * (=, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a spreadsheet shows it as
 * text and never runs it (OWASP's "CSV injection").
 */
import { type Collaboration, enquiryKindOf } from "../../../../schema/entities/collaboration.ts"
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts"
import { kindLabel } from "../lib/entry-kind.ts"
import { statusLabel } from "../lib/collaboration-status.ts"

const byteOrderMark = "\uFEFF"

/** One cell: defused if it could be read as a formula, quoted if it holds a quote, comma or line break. */
export const csvCell = (value: string): string => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvLine = (cells: ReadonlyArray<string>): string => cells.map(csvCell).join(",")

export const enquiriesCsv = (rows: ReadonlyArray<Collaboration>, LL: TranslationFunctions): string => {
  const t = LL.adminRecords.collaborations
  const heading = [
    t.kind(),
    t.companyName(),
    t.subject(),
    t.contactName(),
    t.email(),
    t.phone(),
    t.message(),
    t.status(),
    t.createdAt(),
  ]
  const lines = rows.map((row) =>
    csvLine([
      kindLabel(LL, enquiryKindOf(row)),
      row.companyName,
      row.subject ?? "",
      row.contactName,
      row.email,
      row.phone,
      row.message,
      statusLabel(LL, row.status),
      // ISO 8601 in UTC: every spreadsheet program reads it, whatever its locale.
      row.createdAt,
    ]),
  )
  return `${byteOrderMark}${[csvLine(heading), ...lines].join("\r\n")}\r\n`
}

/** The file's name: the inbox and the day it was taken, e.g. enquiries-2026-11-26.csv. */
export const enquiriesFileName = (now: Date): string => `enquiries-${now.toISOString().slice(0, 10)}.csv`

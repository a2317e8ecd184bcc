import { Download } from "lucide-react"
import { useState } from "react"
import type { CollaborationsView } from "../../../db/admin-queries.ts"
import { readCollaborationsMatching } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { enquiriesCsv, enquiriesFileName } from "./enquiries-csv.ts"

/** Hands a text to the browser as a file download (no server round trip: it works offline too). */
const download = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.click()
  // The click has handed the file over; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * "Export CSV" (issue 28, item 11): every request the inbox shows with its filter and search, every
 * page of it, from this device's copy (so offline too), as a spreadsheet-ready file.
 */
export function ExportCsvButton({ view }: { view: Omit<CollaborationsView, "limit"> }) {
  const { LL } = useI18nContext()
  const t = LL.adminRecords.collaborations
  const [busy, setBusy] = useState(false)
  const exportRows = async () => {
    setBusy(true)
    try {
      const rows = await readCollaborationsMatching(view)
      download(enquiriesCsv(rows, LL), enquiriesFileName(new Date()))
      showToast({ title: t.exported({ count: rows.length }) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button look="admin" variant="secondary" isDisabled={busy} onPress={() => void exportRows()}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {t.exportCsv()}
    </Button>
  )
}

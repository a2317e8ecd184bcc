import { Copy, Download } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { copyToClipboard } from "../lib/clipboard.ts"

/** The codes as a text file's lines, under a heading naming whose they are. */
const asText = (heading: string, codes: ReadonlyArray<string>) => [heading, "", ...codes, ""].join("\n")

/**
 * The recovery codes, shown this once (the server keeps only their digests): copy them, download them
 * as a text file, then say they are saved, which closes the panel for good.
 */
export function RecoveryCodesPanel({
  codes,
  username,
  onSaved,
}: {
  codes: ReadonlyArray<string>
  username: string
  onSaved: () => void
}) {
  const { LL } = useI18nContext()
  const t = LL.twoStep.recovery
  const text = asText(t.fileHeading({ username }), codes)

  const copy = async () => {
    const copied = await copyToClipboard(codes.join("\n"))
    showToast(
      copied
        ? { title: LL.twoStep.copied(), variant: "success" }
        : { title: LL.twoStep.copyFailed(), variant: "destructive" },
    )
  }

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }))
    const link = document.createElement("a")
    link.href = url
    link.download = `recovery-codes-${username}.txt`
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <section
      aria-labelledby="recovery-codes-title"
      data-testid="recovery-codes"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="recovery-codes-title" className="text-sm font-semibold text-slate-900">
        {t.title()}
      </h3>
      <p className="text-sm text-slate-700">{t.text()}</p>
      <ul
        aria-label={t.listLabel()}
        className="grid grid-cols-1 gap-1 font-mono text-sm text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="rounded bg-white px-2 py-1 tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button look="admin" variant="secondary" size="sm" onPress={() => void copy()}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t.copy()}
        </Button>
        <Button look="admin" variant="secondary" size="sm" onPress={download}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t.download()}
        </Button>
        <Button look="admin" size="sm" onPress={onSaved} data-testid="recovery-codes-saved">
          {t.saved()}
        </Button>
      </div>
    </section>
  )
}

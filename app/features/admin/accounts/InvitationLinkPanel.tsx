import { Copy } from "lucide-react"
import { useId } from "react"
import type { InvitationLink } from "../../../../schema/accounts.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { copyToClipboard } from "../lib/clipboard.ts"
import { formatDateTime } from "../lib/time-format.ts"

/**
 * An invitation link as its creator sees it, the only time it is shown (the server keeps only a hash
 * of its token): the link in a read-only field (selectable, for copying by hand), Copy, and until when
 * it works. No e-mail server is assumed: the administrator passes it on.
 */
export function InvitationLinkPanel({ name, invitation }: { name: string; invitation: InvitationLink }) {
  const { LL, locale } = useI18nContext()
  const t = LL.accounts.link
  const fieldId = useId()
  const copy = async () => {
    if (await copyToClipboard(invitation.url)) showToast({ title: t.copied(), variant: "success" })
    else showToast({ title: t.copyFailed(), description: invitation.url })
  }
  return (
    <div data-testid="invitation-link" className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {t.text({ name, at: formatDateTime(invitation.expiresAt, locale) })}
      </p>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        {t.label()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* Two lines, wrapped anywhere: the whole link stays in sight, on a phone too. */}
        <textarea
          id={fieldId}
          readOnly
          rows={2}
          value={invitation.url}
          data-testid="invitation-url"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 outline-none focus:ring-2 focus:ring-blue-500"
        />
        <Button look="admin" onPress={() => void copy()} className="justify-center sm:self-start">
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t.copy()}
        </Button>
      </div>
    </div>
  )
}

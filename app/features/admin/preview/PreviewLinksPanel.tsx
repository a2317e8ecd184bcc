import { Copy, Eye, Link2Off } from "lucide-react"
import { useCallback, useEffect, useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useSyncStatus } from "../../../sync/status.ts"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { useCan } from "../auth/use-can.ts"
import { copyToClipboard } from "../lib/clipboard.ts"
import { isOffline } from "../lib/server-call.ts"
import { formatDateTime } from "../lib/time-format.ts"
import {
  type MadePreviewLink,
  type PreviewEntity,
  type PreviewLink,
  listPreviewLinks,
  makePreviewLink,
  revokePreviewLink,
} from "./preview-links-api.ts"

type ListState =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly links: readonly PreviewLink[] }
  | { readonly status: "offline" }
  | { readonly status: "failed"; readonly message: string }

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** One address of the link just made, with its copy button. */
function MadeAddress({ label, url }: { label: string; url: string }) {
  const { LL } = useI18nContext()
  const t = LL.previewLinks
  const [copied, setCopied] = useState<boolean | undefined>(undefined)
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-slate-600">{label}</span>
      <div className="flex items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-800"
        />
        <Button
          look="admin"
          variant="secondary"
          size="sm"
          onPress={() => void copyToClipboard(url).then(setCopied)}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {copied === true ? t.copied() : t.copy()}
        </Button>
      </div>
      {copied === false ? <p className="text-xs text-amber-800">{t.copyByHand()}</p> : null}
    </div>
  )
}

/**
 * The preview links of a post, project or tool (issue 31, item 2), under the fields of its edit
 * dialog: the live links (who made each, when, until when, in the reader's locale), a new one (its
 * addresses shown once, with copy buttons: the server keeps only a hash), and revoking one after a
 * confirmation. Server calls, not queued edits: offline the panel says links need a connection,
 * and reads again when it comes back. A role that may not edit content sees no make or revoke.
 */
export function PreviewLinksPanel({ entity, id }: { entity: PreviewEntity; id: number }) {
  const { LL, locale } = useI18nContext()
  const t = LL.previewLinks
  const { online } = useSyncStatus()
  const mayEdit = useCan("editContent")
  const [read, setState] = useState<ListState>({ status: "loading" })
  const [attempt, setAttempt] = useState(0)
  const [made, setMade] = useState<MadePreviewLink | undefined>(undefined)
  const [making, setMaking] = useState(false)
  const [asking, setAsking] = useState<number | undefined>(undefined)
  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  const state: ListState = online ? read : { status: "offline" }

  useEffect(() => {
    let cancelled = false
    // Offline there is nothing to ask: the panel says so (below) and asks again once back online.
    if (!online) return
    listPreviewLinks(entity, id, locale).then(
      (links) => {
        if (!cancelled) setState({ status: "loaded", links })
      },
      (error: unknown) => {
        if (cancelled) return
        setState(isOffline(error) ? { status: "offline" } : { status: "failed", message: messageOf(error) })
      },
    )
    return () => {
      cancelled = true
    }
  }, [entity, id, locale, online, attempt])

  const failed = (title: string, error: unknown) =>
    showToast({
      title,
      description: isOffline(error) ? t.offline() : messageOf(error),
      variant: "destructive",
    })

  const make = async () => {
    setMaking(true)
    try {
      setMade(await makePreviewLink(entity, id, locale))
    } catch (error) {
      failed(t.makeFailed({ message: messageOf(error) }), error)
    } finally {
      setMaking(false)
      reload()
    }
  }

  const revoke = async (linkId: number) => {
    setAsking(undefined)
    try {
      await revokePreviewLink(linkId, locale)
      if (made?.id === linkId) setMade(undefined)
      showToast({ title: t.revoked(), variant: "success" })
    } catch (error) {
      failed(t.revokeFailed({ message: messageOf(error) }), error)
    }
    reload()
  }

  return (
    <section
      aria-labelledby={`preview-links-${entity}-${id}`}
      data-testid="preview-links"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`preview-links-${entity}-${id}`}
          className="flex items-center gap-2 text-sm font-semibold text-slate-900"
        >
          <Eye aria-hidden="true" className="h-4 w-4 text-slate-500" />
          {t.title()}
        </h3>
        {mayEdit && state.status === "loaded" ? (
          <Button look="admin" variant="secondary" size="sm" isDisabled={making} onPress={() => void make()}>
            {making ? t.making() : t.make()}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t.hint()}</p>
      {state.status === "loading" ? (
        <p role="status" className="text-sm text-slate-600">
          {t.loading()}
        </p>
      ) : null}
      {state.status === "offline" || state.status === "failed" ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <p className="min-w-0 flex-1">
            {state.status === "offline" ? t.offline() : t.failed({ message: state.message })}
          </p>
          {online ? (
            <Button look="admin" variant="secondary" size="sm" onPress={reload}>
              {t.retry()}
            </Button>
          ) : null}
        </div>
      ) : null}
      {made !== undefined ? (
        <div
          data-testid="preview-link-made"
          className="flex flex-col gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3"
        >
          <p className="text-sm font-medium text-emerald-900">{t.madeTitle()}</p>
          <MadeAddress label={t.chinesePage()} url={made.url} />
          <MadeAddress label={t.englishPage()} url={made.urlEn} />
        </div>
      ) : null}
      {state.status === "loaded" ? (
        state.links.length === 0 ? (
          <p className="text-sm text-slate-600">{t.none()}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
            aria-label={t.title()}
          >
            {state.links.map((link) => {
              const madeAt = formatDateTime(link.madeAt, locale)
              return (
                <li
                  key={link.id}
                  data-testid="preview-link"
                  className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-slate-800">{t.madeBy({ name: link.madeBy, made: madeAt })}</p>
                    <p className="text-xs text-slate-600">
                      {t.expires({ expires: formatDateTime(link.expiresAt, locale) })}
                    </p>
                  </div>
                  {mayEdit && asking !== link.id ? (
                    <Button
                      look="admin"
                      variant="ghost"
                      size="sm"
                      aria-label={t.revokeNamed({ name: link.madeBy, made: madeAt })}
                      onPress={() => setAsking(link.id)}
                      className="self-start sm:self-center"
                    >
                      <Link2Off aria-hidden="true" className="h-4 w-4" />
                      {t.revoke()}
                    </Button>
                  ) : null}
                  {mayEdit && asking === link.id ? (
                    <div
                      role="alert"
                      className="flex flex-col gap-2 rounded-md bg-red-50 p-2 text-red-900 sm:max-w-xs"
                    >
                      <p className="text-xs">{t.revokeQuestion()}</p>
                      <div className="flex justify-end gap-2">
                        <Button
                          look="admin"
                          variant="secondary"
                          size="sm"
                          onPress={() => setAsking(undefined)}
                        >
                          {t.keep()}
                        </Button>
                        <Button look="admin" variant="danger" size="sm" onPress={() => void revoke(link.id)}>
                          {t.revokeConfirm()}
                        </Button>
                      </div>
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )
      ) : null}
    </section>
  )
}

import { KeyRound, Pencil, Plus, Trash2 } from "lucide-react"
import { useState } from "react"
import type { PasskeySummary } from "../../../../schema/passkeys.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { showToast } from "../../../ui/toast-queue.ts"
import { passkeyProblem, passkeysSupported } from "../auth/passkey-ceremony.ts"
import { formatDateTime } from "../lib/time-format.ts"
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx"
import { Pill } from "../ui/Pill.tsx"
import { ServerReadNotice } from "./ServerReadNotice.tsx"
import { AccountCard } from "./AccountCard.tsx"
import { PasskeyNameDialog } from "./PasskeyNameDialog.tsx"
import { addPasskey, removePasskey, renamePasskey } from "./passkeys-api.ts"
import { usePasskeys } from "./use-passkeys.ts"

type Asking =
  | { readonly kind: "add" }
  | { readonly kind: "rename"; readonly passkey: PasskeySummary }
  | { readonly kind: "remove"; readonly passkey: PasskeySummary }

function PasskeyItem({
  passkey,
  disabled,
  onRename,
  onRemove,
}: {
  passkey: PasskeySummary
  disabled: boolean
  onRename: () => void
  onRemove: () => void
}) {
  const { LL, locale } = useI18nContext()
  const t = LL.passkeys
  return (
    <li
      data-testid="passkey"
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words" data-testid="passkey-name">
              {passkey.name}
            </span>
            {passkey.backedUp ? <Pill color="blue">{t.synced()}</Pill> : null}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-slate-600">
            <dt>{t.addedOn()}</dt>
            <dd>
              <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt, locale)}</time>
            </dd>
            <dt>{t.lastUsed()}</dt>
            <dd>
              {passkey.lastUsedAt === null ? (
                t.neverUsed()
              ) : (
                <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt, locale)}</time>
              )}
            </dd>
          </dl>
        </div>
      </div>
      <div className="flex gap-2 self-start sm:self-center">
        <Button
          look="admin"
          variant="secondary"
          size="sm"
          isDisabled={disabled}
          onPress={onRename}
          aria-label={t.renameNamed({ name: passkey.name })}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t.rename()}
        </Button>
        <Button
          look="admin"
          variant="secondary"
          size="sm"
          isDisabled={disabled}
          onPress={onRemove}
          aria-label={t.removeNamed({ name: passkey.name })}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t.remove()}
        </Button>
      </div>
    </li>
  )
}

/**
 * My account's passkeys (issue 29): the list (name, added, last used), add one (named first), rename,
 * remove (asked first). The passkeys are the server's: offline the buttons are off and the page's
 * notice says why; without WebAuthn in this browser, adding is off and the card says so.
 */
export function PasskeysCard({ online }: { online: boolean }) {
  const { LL, locale } = useI18nContext()
  const t = LL.passkeys
  const { state, reload } = usePasskeys(locale, online)
  const [asking, setAsking] = useState<Asking | null>(null)
  const [supported] = useState(passkeysSupported)

  const failed = (error: unknown) =>
    showToast({ title: t.failed(), description: passkeyProblem(LL, error), variant: "destructive" })

  const add = async (name: string) => {
    try {
      await addPasskey(name, locale)
      showToast({ title: t.added(), variant: "success" })
      setAsking(null)
    } catch (error) {
      failed(error)
    }
    reload()
  }

  const rename = async (passkey: PasskeySummary, name: string) => {
    try {
      await renamePasskey(passkey.id, name, locale)
      showToast({ title: t.renamed(), variant: "success" })
      setAsking(null)
    } catch (error) {
      failed(error)
    }
    reload()
  }

  const remove = async (passkey: PasskeySummary) => {
    try {
      await removePasskey(passkey.id, locale)
      showToast({ title: t.removed(), variant: "success" })
    } catch (error) {
      failed(error)
    }
    reload()
  }

  const passkeys = state.status === "loaded" ? state.value : []
  return (
    <AccountCard id="account-passkeys" title={t.title()} text={t.text()} flush>
      <div className="flex flex-col" data-testid="passkeys-card">
        <ServerReadNotice
          state={state}
          reload={reload}
          offline={t.offline()}
          failed={(message) => t.readFailed({ message })}
          retry={t.retry()}
        />
        {state.status === "loaded" && passkeys.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label={t.title()} data-testid="passkeys">
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                disabled={!online}
                onRename={() => setAsking({ kind: "rename", passkey })}
                onRemove={() => setAsking({ kind: "remove", passkey })}
              />
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-3 first:border-t-0">
          {state.status === "loaded" && passkeys.length === 0 ? (
            <p className="text-sm text-slate-600">{t.none()}</p>
          ) : null}
          {supported ? null : <p className="text-sm text-slate-600">{t.unsupported()}</p>}
          <Button
            look="admin"
            variant="secondary"
            isDisabled={!online || !supported}
            onPress={() => setAsking({ kind: "add" })}
            className="sm:ml-auto"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.add()}
          </Button>
        </div>
      </div>
      {asking?.kind === "add" ? (
        <PasskeyNameDialog
          title={t.nameTitle()}
          initial=""
          submitLabel={t.continue()}
          busyLabel={t.adding()}
          required={false}
          onSubmit={add}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking?.kind === "rename" ? (
        <PasskeyNameDialog
          title={t.renameTitle()}
          initial={asking.passkey.name}
          submitLabel={t.save()}
          busyLabel={t.saving()}
          required
          onSubmit={(name) => rename(asking.passkey, name)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={asking?.kind === "remove"}
        title={t.removeTitle()}
        text={asking?.kind === "remove" ? t.removeText({ name: asking.passkey.name }) : ""}
        confirmLabel={t.remove()}
        onConfirm={() => {
          const which = asking
          setAsking(null)
          if (which?.kind === "remove") void remove(which.passkey)
        }}
        onCancel={() => setAsking(null)}
      />
    </AccountCard>
  )
}

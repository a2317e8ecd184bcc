import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Modal } from "../../../ui/Modal.tsx"
import { TextInput } from "../ui/FormField.tsx"

/**
 * The name of a passkey: asked before a new one is made (empty: the server names it after the
 * device) and when one is renamed. `onSubmit` does the work; the dialog stays open while it runs.
 */
export function PasskeyNameDialog({
  title,
  initial,
  submitLabel,
  busyLabel,
  required,
  onSubmit,
  onClose,
}: {
  title: string
  initial: string
  submitLabel: string
  busyLabel: string
  /** A rename needs a name; a new passkey may leave it empty. */
  required: boolean
  onSubmit: (name: string) => Promise<void>
  onClose: () => void
}) {
  const { LL } = useI18nContext()
  const t = LL.passkeys
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (required && name.trim() === "") {
      setError(t.nameRequired())
      return
    }
    setBusy(true)
    try {
      await onSubmit(name.trim())
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal look="admin" isOpen onClose={onClose} title={title} width={440} isDismissable={!busy}>
      <form
        noValidate
        data-testid="passkey-name-form"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextInput
          label={t.name()}
          name="passkeyName"
          value={name}
          hint={t.nameHint()}
          error={error}
          onChange={(value) => {
            setName(value)
            setError(undefined)
          }}
        />
        <div className="mt-2 flex justify-end gap-2">
          <Button look="admin" variant="secondary" onPress={onClose} isDisabled={busy}>
            {t.cancel()}
          </Button>
          <Button look="admin" type="submit" isDisabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

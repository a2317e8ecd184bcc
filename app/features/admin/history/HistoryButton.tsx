import { History } from "lucide-react"
import { useState } from "react"
import type { EntityName } from "../../../../schema/sync.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { RowIconButton } from "../ui/RowIconButton.tsx"
import { HistoryDialog } from "./HistoryDialog.tsx"

interface HistoryButtonProps {
  readonly entity: EntityName
  readonly id: number
  readonly name: string
  /** An icon in a table row's actions; a labelled button in a dialog or on the settings screen. */
  readonly look: "icon" | "button"
  readonly onRestored?: () => void
}

/** Opens the row's history dialog. */
export function HistoryButton({ entity, id, name, look, onRestored }: HistoryButtonProps) {
  const { LL } = useI18nContext()
  const [open, setOpen] = useState(false)
  return (
    <>
      {look === "icon" ? (
        <RowIconButton label={`${LL.history.open()} ${name}`} onPress={() => setOpen(true)}>
          <History aria-hidden="true" className="h-4 w-4" />
        </RowIconButton>
      ) : (
        <Button look="admin" variant="secondary" onPress={() => setOpen(true)}>
          <History aria-hidden="true" className="h-4 w-4" />
          {LL.history.open()}
        </Button>
      )}
      {open ? (
        <HistoryDialog
          entity={entity}
          id={id}
          name={name}
          onClose={() => setOpen(false)}
          {...(onRestored === undefined ? {} : { onRestored })}
        />
      ) : null}
    </>
  )
}

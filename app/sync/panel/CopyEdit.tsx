import { useState } from "react"
import { Button } from "react-aria-components"
import type { OutboxEntry } from "../../db/local-row.ts"
import { useI18nContext } from "../../i18n/i18n-react.tsx"
import { actionButton } from "./styles.ts"

/** The edit as text: its fields and values, as the person typed them (issue 29: kept for copying). */
export const editText = (entry: OutboxEntry): string => JSON.stringify(entry.payload, null, 2)

/**
 * A refused edit is never dropped by the app: its content can be copied out (to send it again under
 * an account that may make it, or to keep it). Where the clipboard is not available (a page not
 * served over HTTPS), the text is shown selected instead.
 */
export function CopyEdit({ entry }: { entry: OutboxEntry }) {
  const { LL } = useI18nContext()
  const [state, setState] = useState<"idle" | "copied" | "shown">("idle")
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(editText(entry))
      setState("copied")
    } catch {
      setState("shown")
    }
  }
  return (
    <>
      <Button className={actionButton} onPress={() => void copy()}>
        {state === "copied" ? LL.sync.actions.copied() : LL.sync.actions.copy()}
      </Button>
      {state === "shown" && (
        <textarea
          readOnly
          aria-label={LL.sync.actions.editText()}
          className="mt-2 h-32 w-full rounded border border-slate-300 p-2 font-mono text-xs"
          value={editText(entry)}
          ref={(element) => element?.select()}
        />
      )}
    </>
  )
}

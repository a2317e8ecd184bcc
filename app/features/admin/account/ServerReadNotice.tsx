import { RotateCw } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Button } from "../../../ui/Button.tsx"
import { Spinner } from "../../../ui/Spinner.tsx"
import type { ServerReadState } from "./use-server-read.ts"

/**
 * What a My account card shows while its server read (use-server-read.ts) is not loaded: offline or
 * failed with a retry, or a spinner. Nothing once loaded.
 */
export function ServerReadNotice<T>({
  state,
  reload,
  offline,
  failed,
  retry,
}: {
  state: ServerReadState<T>
  reload: () => void
  offline: string
  failed: (message: string) => string
  retry: string
}) {
  const { LL } = useI18nContext()
  if (state.status === "loading")
    return <Spinner look="admin" label={LL.admin.common.loading()} className="py-8" />
  if (state.status !== "offline" && state.status !== "failed") return null
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="min-w-0 flex-1">{state.status === "offline" ? offline : failed(state.message)}</p>
      <Button look="admin" variant="secondary" size="sm" onPress={reload}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {retry}
      </Button>
    </div>
  )
}

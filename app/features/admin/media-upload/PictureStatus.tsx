import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { appClient } from "../../../sync/app-client.ts"
import { Button } from "../../../ui/Button.tsx"
import type { PictureState } from "./use-picture.ts"

/**
 * One line on where a chosen picture stands: waiting (offline or queued), uploading with a progress
 * bar, uploaded, or refused with the server's reason and the retry / discard actions.
 */
export function PictureStatus({
  address,
  state,
  onDiscarded,
}: {
  address: string
  state: PictureState
  onDiscarded: () => void
}) {
  const { LL } = useI18nContext()
  const t = LL.mediaUpload
  switch (state.kind) {
    case "waiting":
      return (
        <p role="status" data-testid="picture-state" data-state="waiting" className="text-sm text-amber-800">
          {state.online ? t.state.queued() : t.state.waiting()}
        </p>
      )
    case "uploading":
      return (
        <div data-testid="picture-state" data-state="uploading" className="flex flex-col gap-1">
          <p role="status" className="text-sm text-slate-700">
            {t.state.uploading({ percent: state.percent })}
          </p>
          <div
            role="progressbar"
            aria-label={t.progress()}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-blue-600 transition-[width]" style={{ width: `${state.percent}%` }} />
          </div>
        </div>
      )
    case "uploaded":
      return (
        <p role="status" data-testid="picture-state" data-state="uploaded" className="text-sm text-green-800">
          {t.state.uploaded()}
        </p>
      )
    case "refused":
      return (
        <div data-testid="picture-state" data-state="refused" className="flex flex-col gap-2">
          <p role="alert" className="text-sm text-red-700">
            {t.state.refused()}
            {state.message !== undefined ? `: ${state.message}` : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              look="admin"
              size="sm"
              variant="secondary"
              onPress={() => void appClient.retryUpload(address)}
            >
              {t.retry()}
            </Button>
            <Button
              look="admin"
              size="sm"
              variant="secondary"
              onPress={() => void appClient.discardUpload(address).then(onDiscarded)}
            >
              {t.discard()}
            </Button>
          </div>
        </div>
      )
    case "missing":
      return (
        <p role="status" data-testid="picture-state" data-state="missing" className="text-sm text-red-700">
          {t.state.missing()}
        </p>
      )
    default:
      return null
  }
}

import { Switch } from "react-aria-components"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { setBlogPostPublished } from "../../../sync/mutations.ts"
import { useCan } from "../auth/use-can.ts"
import { messageOf } from "../lib/form-values.ts"
import { Pill } from "../ui/Pill.tsx"
import { showToast } from "../../../ui/toast-queue.ts"

/**
 * The list's publish switch: one publish call through the outbox, then a toast. A role that may not
 * publish (a viewer) sees the state only.
 */
export function PublishSwitch({
  id,
  title,
  isPublished,
}: {
  id: number
  title: string
  isPublished: boolean
}) {
  const { LL } = useI18nContext()
  const mayPublish = useCan("editContent")
  const toggle = async (next: boolean) => {
    try {
      await setBlogPostPublished(id, next)
      showToast({ title: LL.admin.toast.publishUpdated() })
    } catch (error) {
      showToast({
        title: LL.admin.toast.updateFailed(),
        description: messageOf(error) ?? LL.admin.toast.tryLater(),
        variant: "destructive",
      })
    }
  }
  if (!mayPublish)
    return (
      <span data-testid="publish-state">
        <Pill color={isPublished ? "green" : "gray"}>
          {isPublished ? LL.adminRecords.blog.published() : LL.adminRecords.blog.draft()}
        </Pill>
      </span>
    )
  return (
    <Switch
      isSelected={isPublished}
      onChange={(next) => void toggle(next)}
      aria-label={LL.adminRecords.blog.publishSwitch({ title })}
      data-testid="publish-switch"
      className="group flex cursor-pointer items-center gap-2 text-sm text-slate-700 outline-none"
    >
      <span className="flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 px-0.5 transition-colors group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-500 group-data-[focus-visible]:ring-offset-2 group-data-[selected]:bg-green-600">
        <span className="h-5 w-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5" />
      </span>
      <span className="whitespace-nowrap">
        {isPublished ? LL.adminRecords.blog.published() : LL.adminRecords.blog.draft()}
      </span>
    </Switch>
  )
}

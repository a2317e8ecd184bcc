/**
 * Modal: a react-aria modal dialog with a title and a close button (Escape and a click outside close
 * it too). Props: `isOpen`, `onClose`, `title` (the dialog's heading and name), `closeLabel`,
 * `children`, `size` ("md" 32rem | "lg" 44rem, default md), `testId?`.
 */
import { X } from "lucide-react"
import { type ReactNode } from "react"
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components"
import { cx } from "./cx.ts"

export function Modal({
  isOpen,
  onClose,
  title,
  closeLabel,
  size = "md",
  testId,
  children,
}: {
  isOpen: boolean
  onClose: () => void
  title: string
  closeLabel: string
  size?: "md" | "lg"
  testId?: string
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable
      className="fixed inset-0 z-[60] flex items-end justify-center bg-slate-900/40 p-0 backdrop-blur-sm sm:items-center sm:p-4"
    >
      <AriaModal
        className={cx(
          "max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl",
          size === "lg" ? "sm:max-w-[44rem]" : "sm:max-w-lg",
        )}
      >
        <Dialog className="relative p-6 outline-none" data-testid={testId}>
          <Heading slot="title" className="pr-10 text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          <Button
            slot="close"
            aria-label={closeLabel}
            className="absolute top-4 right-4 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
          <div className="mt-4">{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}

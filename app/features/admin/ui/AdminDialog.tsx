import type { ReactNode } from "react"
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"

/** Dialog widths of spec section 9: 600 (employees, tools), 700 (teams, projects), 800 (blog). */
const widths = {
  600: "max-w-[600px]",
  700: "max-w-[700px]",
  800: "max-w-[800px]",
  440: "max-w-[440px]",
} as const

export interface AdminDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly title: string
  readonly width?: keyof typeof widths
  readonly role?: "dialog" | "alertdialog"
  readonly children: ReactNode
  /** While a save is running the dialog must not be dismissed by a click outside. */
  readonly isDismissable?: boolean
}

export function AdminDialog({
  isOpen,
  onClose,
  title,
  width = 600,
  role = "dialog",
  children,
  isDismissable = true,
}: AdminDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-3 sm:items-center sm:p-6"
    >
      <Modal className={`w-full ${widths[width]} rounded-xl bg-white shadow-2xl`}>
        <Dialog role={role} className="flex max-h-[90vh] flex-col outline-none">
          <Heading
            slot="title"
            className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
          >
            {title}
          </Heading>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

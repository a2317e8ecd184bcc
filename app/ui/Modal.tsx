/**
 * Modal: a react-aria modal dialog with a title, in one of two looks.
 * Props: `isOpen`, `onClose`, `title` (the dialog's heading and name), `children`,
 * `role` ("dialog" | "alertdialog", default dialog), `isDismissable` (default true: Escape and a click
 * outside close it; false e.g. while a save runs), and
 * - the site's look (default): a close button, `closeLabel`, `size` ("md" 32rem | "lg" 44rem,
 *   default md), `testId?`; a sheet from the bottom on phones;
 * - `look="admin"`, the back office's: no close button, a bordered header over a body that scrolls,
 *   `width` (440 | 600 | 700 | 800 px, default 600).
 */
import { X } from "lucide-react"
import { type ReactNode } from "react"
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components"
import { cx } from "./cx.ts"

/** The back office's dialog widths (spec section 9): 440 (confirmations), 600 (employees, tools), 700 (teams, projects), 800 (blog). */
const adminWidths = {
  440: "max-w-[440px]",
  600: "max-w-[600px]",
  700: "max-w-[700px]",
  800: "max-w-[800px]",
} as const

export type AdminModalWidth = keyof typeof adminWidths

interface CommonModalProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly title: string
  readonly role?: "dialog" | "alertdialog"
  readonly isDismissable?: boolean
  readonly children: ReactNode
}

interface SiteModalProps extends CommonModalProps {
  readonly look?: "site"
  readonly closeLabel: string
  readonly size?: "md" | "lg"
  readonly testId?: string
}

interface AdminModalProps extends CommonModalProps {
  readonly look: "admin"
  readonly width?: AdminModalWidth
}

export type ModalProps = SiteModalProps | AdminModalProps

export function Modal(props: ModalProps) {
  const { isOpen, onClose, title, role = "dialog", isDismissable = true, children } = props
  const admin = props.look === "admin"
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable={isDismissable}
      className={
        admin
          ? "fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-3 sm:items-center sm:p-6"
          : "fixed inset-0 z-[60] flex items-end justify-center bg-slate-900/40 p-0 backdrop-blur-sm sm:items-center sm:p-4"
      }
    >
      {props.look === "admin" ? (
        <AriaModal className={`w-full ${adminWidths[props.width ?? 600]} rounded-xl bg-white shadow-2xl`}>
          <Dialog role={role} className="flex max-h-[90vh] flex-col outline-none">
            <Heading
              slot="title"
              className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
            >
              {title}
            </Heading>
            <div className="overflow-y-auto px-5 py-4">{children}</div>
          </Dialog>
        </AriaModal>
      ) : (
        <AriaModal
          className={cx(
            "max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl",
            props.size === "lg" ? "sm:max-w-[44rem]" : "sm:max-w-lg",
          )}
        >
          <Dialog role={role} className="relative p-6 outline-none" data-testid={props.testId}>
            <Heading slot="title" className="pr-10 text-lg font-semibold text-slate-900">
              {title}
            </Heading>
            <Button
              slot="close"
              aria-label={props.closeLabel}
              className="absolute top-4 right-4 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
            <div className="mt-4">{children}</div>
          </Dialog>
        </AriaModal>
      )}
    </ModalOverlay>
  )
}

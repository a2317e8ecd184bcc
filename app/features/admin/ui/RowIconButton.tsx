/**
 * An icon button of a list row (view history, edit, delete): a native button in the back office's
 * icon look. A list draws 50 rows with three of them each, and a search that brings other rows mounts
 * them all again: react-aria's Button (a dozen hooks for press, hover and focus) made that the
 * largest part of a search's time at scale (bench:admin-ui). A native button is as accessible here:
 * its label names the row, and keyboard and pointer both click it.
 */
import type { ReactNode } from "react"
import { adminButtonClass } from "../../../ui/button-styles.ts"

export function RowIconButton({
  label,
  onPress,
  className,
  children,
}: {
  readonly label: string
  readonly onPress: () => void
  readonly className?: string
  readonly children: ReactNode
}) {
  return (
    <button
      type="button"
      className={adminButtonClass("ghost", "icon", className)}
      aria-label={label}
      onClick={onPress}
    >
      {children}
    </button>
  )
}

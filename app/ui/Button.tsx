/**
 * Button: react-aria's Button in one of two looks.
 * Props: every react-aria ButtonProps, plus `className` (string, added last) and
 * - the site's look (default): `variant` (primary | secondary | outline | ghost | inverse, default
 *   primary), `size` (sm | md | lg, default md);
 * - `look="admin"`, the back office's: `variant` (primary | secondary | danger | ghost, default
 *   primary), `size` (md | sm | icon, default md).
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"
import {
  type AdminButtonSize,
  type AdminButtonVariant,
  type ButtonSize,
  type ButtonVariant,
  adminButtonClass,
  buttonClass,
} from "./button-styles.ts"

interface CommonButtonProps extends Omit<AriaButtonProps, "className"> {
  readonly className?: string
}

interface SiteButtonProps extends CommonButtonProps {
  readonly look?: "site"
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
}

interface AdminButtonProps extends CommonButtonProps {
  readonly look: "admin"
  readonly variant?: AdminButtonVariant
  readonly size?: AdminButtonSize
}

export type ButtonProps = SiteButtonProps | AdminButtonProps

export function Button(props: ButtonProps) {
  if (props.look === "admin") {
    const { look: _look, variant, size, className, ...rest } = props
    return <AriaButton {...rest} className={adminButtonClass(variant, size, className)} />
  }
  const { look: _look, variant, size, className, ...rest } = props
  return <AriaButton {...rest} className={buttonClass(variant, size, className)} />
}

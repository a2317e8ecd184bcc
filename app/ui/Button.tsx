/**
 * Button: react-aria's Button with the site's variants.
 * Props: every react-aria ButtonProps, plus `variant` (primary | secondary | outline | ghost | inverse,
 * default primary), `size` (sm | md | lg, default md) and `className` (string, added last).
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles.ts"

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
  readonly className?: string
}

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass(variant, size, className)} />
}

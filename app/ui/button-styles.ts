/**
 * The look of buttons, shared by <Button> (react-aria) and <LinkButton> (router link) so a link that
 * looks like a button and a real button never drift apart. Two looks: the site's (`buttonClass`) and
 * the back office's (`adminButtonClass`: blue primary, slate secondary, red danger, ghost; rounded-lg,
 * a focus ring).
 */
import { cx } from "./cx.ts"

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "inverse"
export type ButtonSize = "sm" | "md" | "lg"

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-strong text-white shadow-sm hover:brightness-110",
  secondary: "bg-brand-soft text-brand-strong hover:bg-slate-100",
  outline: "border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  inverse: "bg-white text-slate-900 shadow-sm hover:bg-slate-100",
}

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
}

export const buttonClass = (variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) =>
  cx(
    "inline-flex items-center justify-center rounded-xl font-medium whitespace-nowrap transition",
    "disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  )

export type AdminButtonVariant = "primary" | "secondary" | "danger" | "ghost"
export type AdminButtonSize = "md" | "sm" | "icon"

const adminVariants: Record<AdminButtonVariant, string> = {
  primary: "bg-blue-600 text-white hover:bg-blue-700 pressed:bg-blue-800",
  secondary: "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  danger: "bg-red-600 text-white hover:bg-red-700",
  ghost: "text-slate-700 hover:bg-slate-100",
}

const adminSizes: Record<AdminButtonSize, string> = {
  md: "h-10 px-4 text-sm",
  sm: "h-8 px-3 text-sm",
  icon: "h-9 w-9 justify-center",
}

/** The back office's look (`<Button look="admin">`). */
export const adminButtonClass = (
  variant: AdminButtonVariant = "primary",
  size: AdminButtonSize = "md",
  extra?: string,
) =>
  cx(
    "inline-flex cursor-pointer items-center gap-2 rounded-lg font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
    adminVariants[variant],
    adminSizes[size],
    extra,
  )

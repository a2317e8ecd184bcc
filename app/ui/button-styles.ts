/**
 * The look of buttons, shared by <Button> (react-aria) and <LinkButton> (router link) so a link that
 * looks like a button and a real button never drift apart.
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

import { Button, type ButtonProps } from "react-aria-components"

const variants = {
  primary: "bg-blue-600 text-white hover:bg-blue-700 pressed:bg-blue-800",
  secondary: "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  danger: "bg-red-600 text-white hover:bg-red-700",
  ghost: "text-slate-700 hover:bg-slate-100",
} as const

const sizes = { md: "h-10 px-4 text-sm", sm: "h-8 px-3 text-sm", icon: "h-9 w-9 justify-center" } as const

export type AdminButtonProps = ButtonProps & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  className?: string
}

/** The back office's button: react-aria for keyboard and press handling, one look everywhere. */
export function AdminButton({
  variant = "primary",
  size = "md",
  className = "",
  ...props
}: AdminButtonProps) {
  return (
    <Button
      {...props}
      className={`inline-flex cursor-pointer items-center gap-2 rounded-lg font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${className}`}
    />
  )
}

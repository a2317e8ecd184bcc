/**
 * LinkButton: a router link that looks like a <Button>. Typed like TanStack's <Link> (`to`, `params`,
 * `search`, `hash`...), plus `variant`, `size` and `className` as on <Button>.
 * For links outside the app (/myworkspace/..., other hosts) use <ExternalLinkButton href>.
 */
import { createLink } from "@tanstack/react-router"
import { type AnchorHTMLAttributes, type Ref } from "react"
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles.ts"

interface StyledAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
  readonly ref?: Ref<HTMLAnchorElement>
}

function StyledAnchor({ variant, size, className, ...props }: StyledAnchorProps) {
  return <a {...props} className={buttonClass(variant, size, className)} />
}

export const LinkButton = createLink(StyledAnchor)

/** A plain <a href> styled as a button, for addresses the router does not own. */
export function ExternalLinkButton(props: StyledAnchorProps & { readonly href: string }) {
  return <StyledAnchor {...props} />
}

/**
 * Keeps a failure in one part (typically a lazily loaded chunk that cannot be fetched offline before
 * the service worker has it) from taking the whole page down. Props: `fallback` (what to show
 * instead, default nothing), `children`.
 */
import { Component, type ReactNode } from "react"

export class ErrorBoundary extends Component<
  { fallback?: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}

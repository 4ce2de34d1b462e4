import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'

interface State {
  error: Error | null
}

/**
 * A page that throws while it renders (or whose code cannot be fetched) shows this instead of a blank
 * screen, with a way out: a carer at night must never be left looking at nothing.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="mx-auto my-10 max-w-md space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-6 text-center">
        <h2 className="text-lg font-semibold text-slate-900">This page could not be shown</h2>
        <p className="text-sm text-slate-700">Hearthwatch may have been updated, or the connection dropped. Reloading usually brings it back.</p>
        <Button className="min-h-11" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    )
  }
}

/**
 * Around what the page does without (the toaster, which loads just after the app): if it throws or its code
 * cannot be fetched, nothing of it shows and the app goes on, never a blank screen for want of a toast.
 */
export class QuietBoundary extends Component<{ children: ReactNode; what: string }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error) {
    console.error(`${this.props.what} could not be shown`, error)
  }

  override render() {
    return this.state.error ? null : this.props.children
  }
}

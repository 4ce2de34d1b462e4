import type { CurrentUser } from '@contracts/auth'
import { Fragment, type ReactNode } from 'react'
import { useAuth } from '@/features/auth/api/get-user'
import { useCircle, type CircleSummary } from '@/lib/circle'
import { Spinner } from '../guards'

/**
 * A page about one care circle: a spinner while the person and their circle load, a plain word when
 * they belong to none, else the page itself, keyed by circle so that switching homes starts it afresh
 * (filters, search, open dialogs). The layout keeps the circle's live stream open.
 */
export function CirclePage(props: {
  title: string
  loading: string
  /** what there would be to show, e.g. "no alerts to show" */
  nothing: string
  children: (page: { user: CurrentUser; clientId: string; current: CircleSummary | undefined }) => ReactNode
}) {
  const { user, isLoading: isUserLoading } = useAuth()
  const { clientId, current, isLoading: isCircleLoading } = useCircle()
  if (isUserLoading || isCircleLoading || !user) return <Spinner label={props.loading} />
  if (!clientId) {
    return (
      <div className="mx-auto max-w-7xl space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{props.title}</h1>
        <p className="text-slate-600">You are not part of a care circle yet, so there {props.nothing}.</p>
      </div>
    )
  }
  return <Fragment key={clientId}>{props.children({ user, clientId, current })}</Fragment>
}

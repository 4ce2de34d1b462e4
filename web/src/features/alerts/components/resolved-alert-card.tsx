import { useId } from 'react'
import { relativeAge } from '@/lib/format/relative-time'
import type { CircleAlert } from '../api/get-alerts'
import { personName } from '@/lib/alert-responders'
import { TypeIcon } from './alert-visuals'

/**
 * A resolved alert: RESOLVED and how serious it was, when it was made and resolved, and by whom or what
 * Hearthwatch saw, with what the person who resolved it wrote
 */
export function ResolvedAlertCard({ alert, now }: { alert: CircleAlert; now: Date }) {
  const titleId = useId()
  // what the engine saw that closed it ('The front door opened at 02:10: …'); older alerts do not say
  const seen = typeof alert.metadata?.resolvedHow === 'string' ? alert.metadata.resolvedHow : null
  // what the person who resolved it said had happened ('Rang her — she was in the garden, fine')
  const said = typeof alert.metadata?.resolutionNote === 'string' ? alert.metadata.resolutionNote : null
  return (
    <article aria-labelledby={titleId} data-alert-id={alert.id} className="rounded-lg border bg-slate-50 p-4">
      <div className="flex min-w-0 gap-3">
        <TypeIcon alert={alert} />
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="break-words font-semibold text-slate-800">
              {alert.title}
            </h2>
            <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">RESOLVED</span>
            {/* how serious it was, in grey: a list filtered to Critical shows why each is there, without the red of an open one */}
            <span data-severity={alert.severity} className="inline-flex rounded-full border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {alert.severity.toUpperCase()}
            </span>
          </div>
          <p className="break-words text-sm text-slate-700">{alert.description}</p>
          {seen && (
            <p data-testid="resolved-how" className="break-words text-sm text-slate-700">
              Closed by Hearthwatch: {seen}
            </p>
          )}
          {said && (
            <p data-testid="resolution-note" className="whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 text-sm text-slate-800">
              <span className="font-medium">{personName(alert.resolvedByUser)} wrote:</span> {said}
            </p>
          )}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <span>
              Created: <time dateTime={alert.createdAt}>{relativeAge(alert.createdAt, now)}</time>
            </span>
            <span>
              Resolved: <time dateTime={alert.resolvedAt ?? undefined}>{relativeAge(alert.resolvedAt, now)}</time>
            </span>
            {alert.resolvedByUser && (
              <span>
                Resolved by {personName(alert.resolvedByUser)}
                {/* closed with the home's watching, not because someone saw to it (decision 0045) */}
                {alert.metadata?.resolvedBecause === 'monitoring_ended' && ', when monitoring of this home ended'}
              </span>
            )}
          </p>
        </div>
      </div>
    </article>
  )
}

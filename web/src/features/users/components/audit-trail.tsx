import { AUDIT_KINDS, type AuditKind } from '@contracts/audit'
import { format } from 'date-fns'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { OptionSelect } from '@/components/option-select'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuditTrail } from '../api/audit'
import { actorOf, describeAudit, deviceOf, homeOf } from '../lib/audit-labels'
import { TitledSection } from '@/components/titled-section'

/** Admins page through who did what, when and from where, newest first */
const KIND_OPTIONS = Object.entries(AUDIT_KINDS).map(([value, { label }]) => ({ value: value as AuditKind, label }))

export function AuditTrail() {
  const [kind, setKind] = useState<AuditKind>('all')
  const trail = useAuditTrail(kind)
  const entries = trail.data?.pages.flatMap((p) => p.entries) ?? []

  return (
    <TitledSection
      title="Audit Trail"
      description="Sign-ins, account changes, invitations, and what changed in each home, newest first."
      actions={
        <div className="flex flex-wrap items-center justify-end gap-2">
          <OptionSelect aria-label="Show" value={kind} options={KIND_OPTIONS} onChange={setKind} className="h-9" />
          <Button variant="outline" size="sm" onClick={() => void trail.refetch()} busy={trail.isFetching}>
            <RefreshCw aria-hidden="true" className={trail.isRefetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        </div>
      }
    >
      {trail.isLoading ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : trail.isError ? (
        <p role="alert" className="rounded-lg border bg-white p-6 text-center text-sm text-destructive">
          The audit trail could not be loaded. Please try again.
        </p>
      ) : entries.length === 0 ? (
        <p className="rounded-lg border bg-white p-6 text-center text-sm text-slate-600">
          {kind === 'all' ? 'Nothing has been recorded yet.' : 'Nothing of this kind has been recorded yet.'}
        </p>
      ) : (
        <>
          <ol className="divide-y rounded-lg border bg-white" aria-label="Audit entries">
            {entries.map((entry) => {
              const device = deviceOf(entry.userAgent)
              const home = homeOf(entry)
              return (
                <li key={entry.id} data-audit-action={entry.action} className="grid gap-1 p-4 text-sm sm:grid-cols-[10rem_1fr_12rem] sm:gap-4">
                  <time dateTime={entry.at} className="text-slate-600">
                    {format(new Date(entry.at), 'MMM dd, yyyy HH:mm')}
                  </time>
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 wrap-anywhere">{describeAudit(entry)}</p>
                    {home && (
                      <p data-audit-home className="text-slate-700">
                        {home}
                      </p>
                    )}
                    <p className="break-all text-slate-600">
                      {actorOf(entry)}
                      {entry.actorName && entry.actorEmail && <span className="text-slate-500"> ({entry.actorEmail})</span>}
                    </p>
                  </div>
                  <p className="break-all text-slate-600">
                    <span className="sr-only">From </span>
                    {entry.ip ?? 'Unknown address'}
                    {device && <span className="block text-xs text-slate-500" title={entry.userAgent ?? undefined}>{device}</span>}
                  </p>
                </li>
              )
            })}
          </ol>
          {trail.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void trail.fetchNextPage()} busy={trail.isFetchingNextPage}>
                {trail.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : (
            <p className="text-center text-sm text-slate-600">That is the whole trail.</p>
          )}
        </>
      )}
    </TitledSection>
  )
}

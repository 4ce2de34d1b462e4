import { TUYA_NOT_LINKED, type TuyaSyncResult } from '@contracts/tuya'
import { format } from 'date-fns'
import { Cloud, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { cn } from '@/lib/utils'
import { toast } from '@/lib/use-toast'
import { useTuyaStatus, type TuyaState } from '../api/get-tuya-status'
import { useSyncTuya } from '../api/sync-tuya'
import { describeFailure } from '../lib/api-error'
import { describeSync } from '../lib/sync-summary'
import { TuyaAccountForm } from './tuya-account-form'

const STATE_TEXT: Record<TuyaState['state'], { label: string; className: string }> = {
  connected: { label: 'Connected', className: 'border-green-200 bg-green-100 text-green-800' },
  'not-synced': { label: 'Not synced yet', className: 'border-blue-200 bg-blue-50 text-blue-800' },
  'not-configured': { label: 'Not configured', className: 'border-slate-200 bg-slate-100 text-slate-700' },
  error: { label: 'Connection error', className: 'border-red-200 bg-red-100 text-red-800' },
}

function explanation(state: TuyaState | undefined, loadError: unknown, mayImportUnlinked: boolean) {
  if (!state) return loadError ? describeFailure(loadError) : ''
  // a broken connection matters even to those who cannot sync: the polled sensors stop with it
  if (state.state !== 'not-configured' && state.state !== 'error' && !state.account && !mayImportUnlinked) return TUYA_NOT_LINKED
  switch (state.state) {
    case 'not-configured':
      return 'Tuya cloud sync is not set up on this server yet. Sensors can still be added by hand or through a hub.'
    case 'not-synced':
      return state.account
        ? "Press Sync to import the motion and door sensors of this home's Tuya account."
        : 'Link this home to its Tuya account below, or press Sync to import the unclaimed motion and door sensors of the whole Tuya project (right after pairing them for this home).'
    case 'error':
      return state.message
    case 'connected':
      return 'Tuya Wi-Fi motion and door sensors are imported from the cloud account, and their activity is fetched every minute.'
  }
}

/**
 * The Tuya cloud link as the server reports it; never 'Connected' unless the server says so. Staff
 * (`canLink`) link the home to its Tuya account; others can sync only once it is linked.
 */
export function SyncCard({ clientId, canSync, canLink }: { clientId: string; canSync: boolean; canLink: boolean }) {
  const status = useTuyaStatus(clientId)
  const sync = useSyncTuya(clientId)
  const state = status.data
  // what the last sync on this page left out, so the reasons stay readable after the toast
  const [skipped, setSkipped] = useState<TuyaSyncResult['skipped']>([])

  async function runSync() {
    try {
      const result = await sync.mutateAsync()
      setSkipped(result.skipped.filter((s) => !s.reason.startsWith('Not a motion or door sensor')))
      toast({ title: 'Devices Synced', description: describeSync(result) })
    } catch (error) {
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Sync Failed', description: 'Failed to sync devices. Please check your Tuya cloud connection and try again.', variant: 'destructive' })
      }
    }
  }

  const lastSyncedAt = state?.state === 'connected' || state?.state === 'error' ? state.lastSyncedAt : null
  const account = state && state.state !== 'not-configured' ? (state.account ?? null) : null
  const isUnlinkedForMe = !!state && state.state !== 'not-configured' && !account && !canLink
  const badge = state ? STATE_TEXT[state.state] : { label: 'Status unavailable', className: STATE_TEXT.error.className }
  return (
    <Card role="region" aria-labelledby="tuya-sync-title">
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Cloud className="mt-0.5 size-5 shrink-0 text-blue-600" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="tuya-sync-title" className="font-semibold text-slate-900">
                Smart Sensor Cloud Sync
              </h2>
              {status.isLoading ? (
                <Skeleton className="h-5 w-24" />
              ) : (
                <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', badge.className)} data-testid="tuya-state">
                  {badge.label}
                </span>
              )}
            </div>
            <p className="text-sm break-words text-slate-600">{explanation(state, status.error, canLink)}</p>
            {account && (
              <p className="text-xs break-all text-slate-500" data-testid="tuya-account">
                Tuya account: {account}
              </p>
            )}
            {lastSyncedAt && <p className="text-xs text-slate-500">Last synced {format(new Date(lastSyncedAt), 'MMM dd, yyyy HH:mm')}</p>}
            {skipped.length > 0 && (
              <div className="pt-1 text-sm text-slate-700">
                <p className="font-medium">Not imported by the last sync:</p>
                <ul className="list-disc pl-5">
                  {skipped.map((s) => (
                    <li key={s.tuyaDeviceId}>
                      {s.name}: {s.reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {canLink && state && state.state !== 'not-configured' && <TuyaAccountForm clientId={clientId} account={account} />}
          </div>
        </div>
        {canSync && (
          <Button
            variant="outline"
            className="shrink-0"
            onClick={runSync}
            busy={sync.isPending}
            disabled={status.isLoading || state?.state === 'not-configured' || isUnlinkedForMe}
          >
            <RefreshCw className={cn(sync.isPending && 'animate-spin')} aria-hidden="true" />
            {sync.isPending ? 'Syncing...' : 'Sync'}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

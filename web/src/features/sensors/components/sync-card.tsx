import { format } from 'date-fns'
import { Cloud, RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { cn } from '@/lib/utils'
import { toast } from '@/lib/use-toast'
import { useTuyaStatus, type TuyaState } from '../api/get-tuya-status'
import { useSyncTuya } from '../api/sync-tuya'
import { describeFailure } from '../lib/api-error'

const STATE_TEXT: Record<TuyaState['state'], { label: string; className: string }> = {
  connected: { label: 'Connected', className: 'border-green-200 bg-green-100 text-green-800' },
  'not-configured': { label: 'Not configured', className: 'border-slate-200 bg-slate-100 text-slate-700' },
  error: { label: 'Connection error', className: 'border-red-200 bg-red-100 text-red-800' },
}

/** The Tuya cloud link as the server reports it; never 'Connected' unless the server says so */
export function SyncCard({ clientId, canSync }: { clientId: string; canSync: boolean }) {
  const status = useTuyaStatus(clientId)
  const sync = useSyncTuya(clientId)
  const state = status.data

  async function runSync() {
    try {
      await sync.mutateAsync()
      toast({ title: 'Devices Synced', description: 'Your cloud smart sensors are up to date.' })
    } catch (error) {
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Sync Failed', description: 'Failed to sync devices. Please check your Tuya cloud connection and try again.', variant: 'destructive' })
      }
    }
  }

  const lastSyncAt = state && state.state !== 'not-configured' ? state.lastSyncAt : null
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Cloud className="mt-0.5 size-5 shrink-0 text-blue-600" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold text-slate-900">Smart Sensor Cloud Sync</h2>
              {status.isLoading ? (
                <Skeleton className="h-5 w-24" />
              ) : (
                <span
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-semibold',
                    state ? STATE_TEXT[state.state].className : STATE_TEXT.error.className,
                  )}
                >
                  {state ? STATE_TEXT[state.state].label : 'Status unavailable'}
                </span>
              )}
            </div>
            <p className="text-sm text-slate-600">
              {state?.state === 'not-configured'
                ? 'Tuya cloud sync is not set up on this server yet. Sensors can still be added by hand or through a hub.'
                : state?.state === 'error'
                  ? state.message
                  : status.isError
                    ? describeFailure(status.error)
                    : 'Import Tuya Wi-Fi motion and door sensors from the cloud account.'}
            </p>
            {lastSyncAt && <p className="text-xs text-slate-500">Last synced {format(new Date(lastSyncAt), 'MMM dd, yyyy HH:mm')}</p>}
          </div>
        </div>
        {canSync && (
          <Button
            variant="outline"
            className="shrink-0"
            onClick={runSync}
            disabled={sync.isPending || status.isLoading || state?.state === 'not-configured'}
          >
            <RefreshCw className={cn(sync.isPending && 'animate-spin')} aria-hidden="true" />
            {sync.isPending ? 'Syncing...' : 'Sync'}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

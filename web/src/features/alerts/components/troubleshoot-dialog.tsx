import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { relativeAge } from '@/lib/format/relative-time'
import { isSilentHubAlert } from '@/lib/alert-urgency'
import { sensorStatusWord } from '@/lib/format/sensor-status'
import { returnFocus } from '@/lib/return-focus'
import type { CircleAlert } from '../api/get-alerts'
import { useSensorStats } from '../api/get-device-stats'
import { useSensors } from '../api/get-devices'

interface TroubleshootDialogProps {
  clientId: string
  alert: CircleAlert | null
  now: Date
  onClose: () => void
  returnFocusTo: HTMLElement | null
}

const percent = (value: number | null | undefined) => (value === null || value === undefined ? 'Unknown' : `${value}%`)

/** Sensor diagnostics for a sensor-offline alert: battery, signal, last event, events in 24 h */
export function TroubleshootDialog({ clientId, alert, now, onClose, returnFocusTo }: TroubleshootDialogProps) {
  const deviceId = alert?.deviceId ?? null
  const sensors = useSensors(clientId, alert !== null)
  const stats = useSensorStats(clientId, deviceId)
  const sensor = sensors.data?.find((s) => s.id === deviceId)
  const name = sensor ? `${sensor.name} (${sensor.location})` : alert?.device ? `${alert.device.name} (${alert.device.location})` : null

  let body
  if (alert && isSilentHubAlert(alert)) {
    // no sensor is at fault: when the hub went silent they all did, which their last events show
    const heard = sensors.data?.filter((s) => s.isActive) ?? []
    body = sensors.isLoading ? (
      <p className="text-sm text-slate-700" role="status">
        Checking the sensors...
      </p>
    ) : (
      <div className="space-y-2 text-sm text-slate-700">
        <p>This alert is about the hub the sensors report through, not one sensor: while it is down none of them can be heard. Check that it has power and its network connection.</p>
        {heard.length > 0 && (
          <ul aria-label="Last event of each sensor" className="space-y-1">
            {heard.map((s) => (
              <li key={s.id} className="flex justify-between gap-4">
                <span>
                  {s.name} ({s.location})
                </span>
                <span className="font-medium text-slate-900">{s.lastActivity ? relativeAge(s.lastActivity, now) : 'No activity recorded'}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    )
  } else if (!deviceId) body = <p className="text-sm text-slate-700">This alert does not name a sensor.</p>
  else if (sensors.isLoading) body = <p className="text-sm text-slate-700" role="status">Checking the sensor...</p>
  else if (sensors.isError) body = <p className="text-sm text-destructive">The sensor&apos;s details could not be loaded.</p>
  else if (!sensor) body = <p className="text-sm text-slate-700">This sensor is no longer registered.</p>
  else {
    const lastEvent = stats.data?.lastEventAt ?? sensor.lastActivity
    const rows: [string, string][] = [
      ['Status', sensorStatusWord(sensor)],
      ['Battery', percent(sensor.batteryLevel)],
      ['Signal', percent(sensor.signalStrength)],
      ['Last event', lastEvent ? relativeAge(lastEvent, now) : 'No activity recorded'],
      ['Events in the last 24 h', stats.data ? String(stats.data.eventsLast24h) : stats.isLoading ? '…' : 'Not available yet'],
    ]
    body = (
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900" data-diagnostic={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    )
  }

  return (
    <Dialog open={alert !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus(returnFocusTo)}>
        <DialogHeader>
          <DialogTitle>Sensor Diagnostics</DialogTitle>
          <DialogDescription>{alert && isSilentHubAlert(alert) ? 'The hub the sensors report through.' : (name ?? 'The sensor named in this alert.')}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  )
}

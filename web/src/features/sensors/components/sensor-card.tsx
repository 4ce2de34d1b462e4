import { DEVICE_KIND_LABELS } from '@contracts/devices'
import { MapPin, MoreVertical, Pencil, StickyNote, Trash2 } from 'lucide-react'
import { BatteryLevel } from '@/components/battery-level'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { lastActivityText, sensorBadge } from '@/lib/format/sensor-status'
import type { Sensor } from '../api/get-devices'
import { SensorStatusBadge } from './sensor-status-badge'

export type SensorAction = 'edit' | 'note' | 'delete'

interface SensorCardProps {
  sensor: Sensor
  now: Date
  /** null hides the menu (clients) */
  actions: readonly SensorAction[] | null
  onAction: (action: SensorAction, sensor: Sensor, returnFocusTo: HTMLElement | null) => void
}

export function SensorCard({ sensor, now, actions, onAction }: SensorCardProps) {
  const badge = sensorBadge(sensor, now)
  const headingId = `sensor-${sensor.id}-name`
  const pick = (action: SensorAction) => () =>
    // the menu's trigger, so focus goes back to it when the dialog closes
    onAction(action, sensor, document.getElementById(`${headingId}-menu`))
  return (
    <Card role="article" aria-labelledby={headingId} className="min-w-0">
      <CardContent className="space-y-3 p-4">
        {/* the badge and menu keep to the name's line, or go under it where large text leaves fewer than 8 of its
            letters beside them: squeezed, 'Bathroom Sensor' stood one letter a line */}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-[1_1_8em]">
            <h3 id={headingId} className="font-semibold text-slate-900 wrap-anywhere">
              {sensor.name}
            </h3>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">{sensor.location}</span>
            </p>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <SensorStatusBadge {...badge} />
            {actions && actions.length > 0 && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button id={`${headingId}-menu`} variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${sensor.name}`}>
                    <MoreVertical aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {actions.includes('edit') && (
                    <DropdownMenuItem onSelect={pick('edit')}>
                      <Pencil aria-hidden="true" /> Edit Sensor
                    </DropdownMenuItem>
                  )}
                  {actions.includes('note') && (
                    <DropdownMenuItem onSelect={pick('note')}>
                      <StickyNote aria-hidden="true" /> Add Care Note
                    </DropdownMenuItem>
                  )}
                  {actions.includes('delete') && (
                    <>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem variant="destructive" onSelect={pick('delete')}>
                        <Trash2 aria-hidden="true" /> Delete
                      </DropdownMenuItem>
                    </>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Type</dt>
          <dd className="text-slate-800">{DEVICE_KIND_LABELS[sensor.kind] ?? DEVICE_KIND_LABELS.motion}</dd>
          <dt className="text-slate-500">Device ID</dt>
          <dd className="min-w-0 font-mono text-slate-800 wrap-anywhere">{sensor.deviceId}</dd>
          {sensor.batteryLevel != null && (
            <>
              <dt className="text-slate-500">Battery</dt>
              <dd className="text-slate-800">
                <BatteryLevel percent={sensor.batteryLevel} />
              </dd>
            </>
          )}
        </dl>
        <p className="text-sm text-slate-600">{lastActivityText(sensor, now)}</p>
      </CardContent>
    </Card>
  )
}

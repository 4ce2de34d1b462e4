import type { Role } from '@contracts/enums'
import { StickyNote, Wifi } from 'lucide-react'
import { Link } from 'wouter'
import { AddSensorHint } from '@/components/add-sensor-hint'
import { BatteryLevel } from '@/components/battery-level'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useHomeTimeZone } from '@/lib/circle'
import { noteCategoryLabel, noteCategoryTone } from '@/lib/format/note-category'
import { noteAge } from '@/lib/format/note-age'
import { sensorBadge } from '@/lib/format/sensor-status'
import { cn } from '@/lib/utils'
import { useDashboardNotes, type DashboardSensor } from '../api/dashboard-api'
import { sensorBadgeWhileAway, TONE_BADGE } from '../lib/dashboard-rules'

const fullName = (p: { firstName: string | null; lastName: string | null } | null) => [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'Someone'

/** Each sensor with its §4 badge (grey ages while the person is out); with none, that nothing is watching and how that changes */
export function SensorStatusCard({ sensors, isError, now, role, isAway }: { sensors: DashboardSensor[] | undefined; isError: boolean; now: Date; role: Role; isAway: boolean }) {
  // min-w-0: a grid item would otherwise grow to its longest row instead of cutting the name short
  return (
    <Card role="region" aria-labelledby="sensor-card-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="sensor-card-title" className="flex items-center gap-2 text-lg">
          <Wifi className="size-5" aria-hidden="true" /> Sensor Status
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-red-800">Sensors could not be loaded.</p>
        ) : !sensors ? (
          <Skeleton className="h-20 w-full" />
        ) : sensors.length === 0 ? (
          <div className="space-y-1">
            <p className="text-sm text-slate-700">No sensors yet, so nothing is watching this home.</p>
            <AddSensorHint role={role} />
          </div>
        ) : (
          <ul className="space-y-2">
            {sensors.map((s) => {
              const badge = sensorBadgeWhileAway(sensorBadge(s, now), isAway)
              // the battery and the badge keep their place at the end of the line; a long name or location wraps
              // (it was cut short, whole only in a title that keyboard, touch and 200 % zoom never see). With large
              // text the badges go under the name when fewer than 8 of its letters would fit beside them: squeezed,
              // 'Kitchen sensor' stood one letter a line
              return (
                <li key={s.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="min-w-0 flex-[1_1_8em] wrap-anywhere" data-sensor-name>
                    <span className="font-medium text-slate-900">{s.name}</span> <span className="text-slate-600">· {s.location}</span>
                  </span>
                  <span className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
                    {s.batteryLevel != null && (
                      <span className="text-slate-600">
                        <BatteryLevel percent={s.batteryLevel} named />
                      </span>
                    )}
                    <span data-tone={badge.tone} className={cn('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', TONE_BADGE[badge.tone])}>
                      {badge.label}
                    </span>
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

/** The latest few care notes, full width at the bottom */
export function CareNotesCard({ clientId, now }: { clientId: string; now: Date }) {
  const notes = useDashboardNotes(clientId)
  const timeZone = useHomeTimeZone(clientId)
  const latest = (notes.data ?? []).slice(0, 3)
  return (
    <Card role="region" aria-labelledby="notes-card-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle id="notes-card-title" className="flex items-center gap-2 text-lg">
          <StickyNote className="size-5" aria-hidden="true" /> Recent Care Notes
        </CardTitle>
        <Link href="/care-notes" className={buttonVariants({ variant: 'link', size: 'sm' })}>
          View all care notes
        </Link>
      </CardHeader>
      <CardContent>
        {notes.isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : notes.isError ? (
          <p className="text-sm text-red-800">Care notes could not be loaded.</p>
        ) : latest.length === 0 ? (
          <p className="text-sm text-slate-600">No care notes yet</p>
        ) : (
          <ul className="space-y-3">
            {latest.map((n) => (
              <li key={n.id} className="space-y-1 rounded-md border p-3">
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span className="font-medium text-slate-900">{fullName(n.author)}</span>
                  <span>{noteAge(n.createdAt, now, timeZone)}</span>
                  <span className={cn('rounded-full px-2 py-0.5 font-semibold', noteCategoryTone(n.category))}>{noteCategoryLabel(n.category)}</span>
                  {n.isPrivate && <span className="rounded-full bg-purple-100 px-2 py-0.5 font-semibold text-purple-800">Private</span>}
                </div>
                <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{n.content}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

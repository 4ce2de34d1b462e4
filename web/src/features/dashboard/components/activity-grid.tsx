import { cn } from '@/lib/utils'
import type { DashboardSensor, HourlyActivity } from '../api/dashboard-api'
import { countLabel } from '../lib/dashboard-rules'

const HOUR_MS = 3_600_000

/** Shade for a count relative to the busiest hour on screen */
function shade(count: number, busiest: number) {
  if (count === 0) return 'bg-slate-100'
  const share = count / busiest
  return share > 0.66 ? 'bg-blue-700' : share > 0.33 ? 'bg-blue-500' : 'bg-blue-300'
}

/** One row per sensor, one cell per hour, oldest on the left; fits any width */
export function ActivityGrid({ sensors, activity, hours, now }: { sensors: DashboardSensor[]; activity: HourlyActivity[]; hours: number; now: Date }) {
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
  const slots = Array.from({ length: hours }, (_, i) => currentHour - (hours - 1 - i) * HOUR_MS)
  const counts = new Map(activity.map((a) => [`${a.deviceId}@${new Date(a.hourStart).getTime()}`, a.count]))
  const busiest = Math.max(1, ...activity.map((a) => a.count))
  return (
    <div className="space-y-2">
      {sensors.map((sensor) => {
        const total = slots.reduce((sum, slot) => sum + (counts.get(`${sensor.id}@${slot}`) ?? 0), 0)
        return (
          <div key={sensor.id} data-sensor-row={sensor.name}>
            {/* a long name wraps (anywhere, if it has no spaces) rather than widening the page; the count keeps its line */}
            <div className="mb-1 flex justify-between gap-2 text-xs text-slate-700">
              <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{sensor.name}</span>
              <span className="shrink-0 whitespace-nowrap">{countLabel(total, sensor.kind)}</span>
            </div>
            <div className="grid gap-px" style={{ gridTemplateColumns: `repeat(${hours}, minmax(0, 1fr))` }} role="img" aria-label={`${sensor.name}: ${countLabel(total, sensor.kind)} in the last ${hours} hours`}>
              {slots.map((slot) => {
                const count = counts.get(`${sensor.id}@${slot}`) ?? 0
                return <span key={slot} className={cn('h-4 rounded-sm', shade(count, busiest))} title={`${new Date(slot).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' })}: ${count}`} />
              })}
            </div>
          </div>
        )
      })}
      <p className="text-xs text-slate-600">Each square is one hour, oldest on the left; darker means more movement.</p>
    </div>
  )
}

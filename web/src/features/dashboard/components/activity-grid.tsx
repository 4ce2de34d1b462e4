import { differsFromViewer, zoneLabel } from '@/lib/format/home-time'
import { cn } from '@/lib/utils'
import type { DashboardSensor, HourlyActivity } from '../api/dashboard-api'
import { hourSlots } from '../lib/activity-hours'
import { countLabel } from '../lib/dashboard-rules'

/** Shade for a count relative to the busiest hour on screen */
function shade(count: number, busiest: number) {
  if (count === 0) return 'bg-slate-100'
  const share = count / busiest
  return share > 0.66 ? 'bg-blue-700' : share > 0.33 ? 'bg-blue-500' : 'bg-blue-300'
}

const columns = (hours: number) => ({ gridTemplateColumns: `repeat(${hours}, minmax(0, 1fr))` })

/**
 * One row per sensor, one cell per hour of the home's clock, oldest on the left, with the hours
 * marked under them; fits any width. To a viewer whose clock reads differently it says whose hours
 * they are (decision 0020).
 */
export function ActivityGrid({ sensors, activity, hours, now, timeZone }: { sensors: DashboardSensor[]; activity: HourlyActivity[]; hours: number; now: Date; timeZone?: string }) {
  const slots = hourSlots(now, hours, timeZone)
  const counts = new Map(activity.map((a) => [`${a.deviceId}@${new Date(a.hourStart).getTime()}`, a.count]))
  const busiest = Math.max(1, ...activity.map((a) => a.count))
  const step = hours > 24 ? 12 : 6
  return (
    <div className="space-y-2">
      {sensors.map((sensor) => {
        const total = slots.reduce((sum, slot) => sum + (counts.get(`${sensor.id}@${slot.start}`) ?? 0), 0)
        return (
          <div key={sensor.id} data-sensor-row={sensor.name}>
            {/* a long name wraps (anywhere, if it has no spaces) rather than widening the page; the count keeps its line */}
            <div className="mb-1 flex justify-between gap-2 text-xs text-slate-700">
              <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{sensor.name}</span>
              <span className="shrink-0 whitespace-nowrap">{countLabel(total, sensor.kind)}</span>
            </div>
            <div className="grid gap-px" style={columns(hours)} role="img" aria-label={`${sensor.name}: ${countLabel(total, sensor.kind)} in the last ${hours} hours`}>
              {slots.map((slot) => {
                const count = counts.get(`${sensor.id}@${slot.start}`) ?? 0
                return <span key={slot.start} className={cn('h-4 rounded-sm', shade(count, busiest))} title={`${slot.title}: ${count}`} />
              })}
            </div>
          </div>
        )
      })}
      <div className="grid gap-px text-[10px] leading-none text-slate-600" style={columns(hours)} aria-hidden="true" data-testid="activity-hours">
        {slots.map((slot, i) =>
          slot.tick ? (
            <span key={slot.start} className="whitespace-nowrap" style={{ gridColumn: `${i + 1} / span ${Math.min(step, hours - i)}` }}>
              {slot.tick}
            </span>
          ) : null,
        )}
      </div>
      <p className="text-xs text-slate-600" data-testid="activity-hours-note">
        Each square is one hour, oldest on the left; darker means more movement.
        {timeZone && differsFromViewer(now, timeZone) ? ` Hours are ${zoneLabel(timeZone, now)}.` : ''}
      </p>
    </div>
  )
}

import { differsFromViewer, zoneLabel } from '@/lib/format/home-time'
import { useDarkTheme } from '@/lib/use-dark-theme'
import { cn } from '@/lib/utils'
import type { DashboardSensor, HourlyActivity } from '../api/dashboard-api'
import { hourCounts, hourSlots } from '../lib/activity-hours'
import { countLabel } from '../lib/dashboard-rules'

/**
 * How busy an hour was, relative to the busiest hour on screen, in steps far enough apart to tell at poor
 * contrast sensitivity: an empty hour is outlined (a faint fill alone was 1.1:1 against the card), and each
 * step is darker than the last by 2:1 or more (the lightest against an empty hour was 1.65:1). In the dark
 * theme the blues turn over (dark-theme.css): each step is brighter than the last, by as much as in the
 * light or more (dark-theme.test.ts).
 */
function shade(count: number, busiest: number) {
  if (count === 0) return 'bg-white ring-1 ring-inset ring-slate-400'
  const share = count / busiest
  return share > 0.66 ? 'bg-blue-900' : share > 0.33 ? 'bg-blue-600' : 'bg-blue-400'
}

const columns = (hours: number) => ({ gridTemplateColumns: `repeat(${hours}, minmax(0, 1fr))` })

/**
 * One row per sensor, one cell per hour of the home's clock, oldest on the left, with the hours
 * marked under them; fits any width. To a viewer whose clock reads differently it says whose hours
 * they are (decision 0020). Under it, 'Each hour’s counts' says in words what each square's title
 * says, newest hour first, for a phone, a keyboard or a screen reader, none of which hovers. While the
 * counts are on their way (`activity` undefined) the rows stand in their place, greyed, so that the card
 * does not grow under the carer's eyes when they come.
 */
export function ActivityGrid({
  sensors,
  activity,
  hours,
  now,
  timeZone,
  listOpen,
  onListOpenChange,
}: {
  sensors: DashboardSensor[]
  activity: HourlyActivity[] | undefined
  hours: number
  now: Date
  timeZone?: string
  /** whether 'Each hour’s counts' is open, kept by the card so that it stays open from 24h to 48h */
  listOpen: boolean
  onListOpenChange: (open: boolean) => void
}) {
  const slots = hourSlots(now, hours, timeZone)
  const isLoading = activity === undefined
  const counts = new Map((activity ?? []).map((a) => [`${a.deviceId}@${new Date(a.hourStart).getTime()}`, a.count]))
  const busiest = Math.max(1, ...(activity ?? []).map((a) => a.count))
  const step = hours > 24 ? 12 : 6
  const isDark = useDarkTheme()
  return (
    <div className="space-y-2" role={isLoading ? 'status' : undefined} aria-label={isLoading ? 'Loading activity' : undefined}>
      {sensors.map((sensor) => {
        const total = slots.reduce((sum, slot) => sum + (counts.get(`${sensor.id}@${slot.start}`) ?? 0), 0)
        return (
          <div key={sensor.id} data-sensor-row={sensor.name}>
            {/* a long name wraps (anywhere, if it has no spaces) rather than widening the page; the count keeps its line,
                or goes under the name where large text leaves fewer than 8 of its letters beside it */}
            <div className="mb-1 flex flex-wrap justify-between gap-x-2 text-xs text-slate-700">
              <span className="min-w-0 flex-[1_1_8em] font-medium text-slate-900 wrap-anywhere">{sensor.name}</span>
              {/* the count's line is kept while it loads: a word as long, unseen */}
              <span className={cn('ml-auto shrink-0 whitespace-nowrap', isLoading && 'invisible')} aria-hidden={isLoading || undefined}>
                {countLabel(total, sensor.kind)}
              </span>
            </div>
            {isLoading ? (
              <div key="loading" className="h-4 animate-pulse rounded-sm bg-muted" aria-hidden="true" />
            ) : (
              <div key="grid" className="grid gap-px forced-color-adjust-none" style={columns(hours)} role="img" aria-label={`${sensor.name}: ${countLabel(total, sensor.kind)} in the last ${hours} hours`}>
                {slots.map((slot) => {
                  const count = counts.get(`${sensor.id}@${slot.start}`) ?? 0
                  return <span key={slot.start} className={cn('h-4 rounded-sm', shade(count, busiest))} title={`${slot.title}: ${count}`} />
                })}
              </div>
            )}
          </div>
        )
      })}
      <div className="grid gap-px text-[0.625rem] leading-none text-slate-600" style={columns(hours)} aria-hidden="true" data-testid="activity-hours">
        {slots.map((slot, i) =>
          slot.tick ? (
            <span key={slot.start} className="whitespace-nowrap" style={{ gridColumn: `${i + 1} / span ${Math.min(step, hours - i)}` }}>
              {slot.tick}
            </span>
          ) : null,
        )}
      </div>
      <p className="text-xs text-slate-600" data-testid="activity-hours-note">
        Each square is one hour, oldest on the left; {isDark ? 'brighter' : 'darker'} means more movement.
        {timeZone && differsFromViewer(now, timeZone) ? ` Hours are ${zoneLabel(timeZone, now)}.` : ''}
      </p>
      {isLoading ? (
        // the line 'Each hour’s counts' takes, with nothing to open yet
        <p className="invisible text-xs font-medium pointer-coarse:py-3.5" aria-hidden="true">
          Each hour’s counts
        </p>
      ) : (
        <details className="text-xs text-slate-700" open={listOpen} onToggle={(e) => onListOpenChange(e.currentTarget.open)}>
          <summary className="cursor-pointer rounded font-medium text-slate-900 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring pointer-coarse:py-3.5">
            Each hour’s counts
          </summary>
          <table className="mt-2 w-full">
            <caption className="sr-only">What each sensor reported, hour by hour, newest first</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Hour</th>
                <th scope="col">Reported</th>
              </tr>
            </thead>
            <tbody>
              {hourCounts(slots, sensors, (id, start) => counts.get(`${id}@${start}`) ?? 0, countLabel).map((row, i) => (
                <tr key={slots.length - 1 - i} className="border-t border-slate-100 align-top">
                  <th scope="row" className="w-24 py-1 pr-2 text-left font-medium whitespace-nowrap">
                    {row.title}
                  </th>
                  <td className="py-1 wrap-anywhere">{row.counts.length ? row.counts.join(' · ') : 'Nothing reported'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  )
}

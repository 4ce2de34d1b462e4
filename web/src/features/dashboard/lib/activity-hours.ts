// The activity grid's hours: the home's clock hours (GET /api/activity counts by them), the current one
// and those before it, one square per real hour. On the day the clocks go forward a day has 23 of
// them and 01:00 is not among them; on the night they go back 01:00 comes twice, and those two say
// which is which ('01:00 BST', '01:00 GMT'). Lord Howe's half-hour changes make an hour of half an
// hour ('02:30', or a second '01:30'). Labels are the home's time (decision 0020).
import { localHourStarts } from '@contracts/local-day'
import { usableZone, zoneFormatter } from '@/lib/format/home-time'

export interface HourSlot {
  /** the instant the hour begins, as the API's hourStart */
  start: number
  /** '14:00' on the home's clock, a tick under the grid, or null between ticks */
  tick: string | null
  /** 'Tue 14:00' (the square's title) */
  title: string
}

/** The last `hours` hours of the home's clock, oldest first, the current hour last; a tick every 6 hours (12 over 48) */
export function hourSlots(now: Date, hours: number, timeZone?: string): HourSlot[] {
  const zone = usableZone(timeZone)
  const starts = localHourStarts(now.getTime(), hours, zone)
  const clock = zoneFormatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, zone)
  const weekday = zoneFormatter({ weekday: 'short' }, zone)
  const zoneName = zoneFormatter({ timeZoneName: 'short' }, zone)
  const dayAndHour = zoneFormatter({ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }, zone)
  const times = starts.map((s) => clock.format(s))
  const hoursOfDays = starts.map((s) => dayAndHour.format(s))
  const step = hours > 24 ? 12 : 6
  return starts.map((start, i) => {
    const time = times[i]!
    // the hour the clocks went back over shows twice on the same day: each says which it is
    const isRepeated = hoursOfDays.indexOf(hoursOfDays[i]!) !== hoursOfDays.lastIndexOf(hoursOfDays[i]!)
    const which = isRepeated ? ` ${zoneName.formatToParts(start).find((p) => p.type === 'timeZoneName')?.value ?? ''}` : ''
    return {
      start,
      tick: Number(time.slice(0, 2)) % step === 0 ? time : null,
      title: `${weekday.format(start)} ${time}${which}`,
    }
  })
}

export interface HourCount {
  /** the square's title, 'Tue 14:00' */
  title: string
  /** the sensors that saw anything that hour, in the grid's order, e.g. 'Kitchen: 3 motion events' */
  counts: string[]
}

/**
 * The grid's squares as words, newest hour first: what the title of each square says, for a keyboard,
 * a screen reader or a phone, none of which can hover over a square. An hour nothing reported has no counts.
 */
export function hourCounts(
  slots: HourSlot[],
  sensors: { id: string; name: string; kind?: string }[],
  countOf: (sensorId: string, hourStart: number) => number,
  label: (count: number, kind: string | undefined) => string,
): HourCount[] {
  return slots
    .map((slot) => ({
      title: slot.title,
      counts: sensors.flatMap((s) => {
        const count = countOf(s.id, slot.start)
        return count > 0 ? [`${s.name}: ${label(count, s.kind)}`] : []
      }),
    }))
    .reverse()
}

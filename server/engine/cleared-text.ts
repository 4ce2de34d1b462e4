// How an alert's cause cleared, as the family reads it when the engine closes the alert: a carer woken at
// 02:00 by 'Unusual inactivity' and told at 02:15 that it is resolved needs to know whether she was seen
// moving in the kitchen or whether the front door opened (she went out, or someone came in), and a
// sensor's alert whether it reported again or was taken out of the home.
import { ARRIVAL_KEY } from './arrival'
import { CALLER_WATCH_TITLE } from './arrival-caller'
import { formatClock } from './format'
import { dayLabel, localClock } from './local-time'
import { NIGHT_OUT_KEY } from './night-out-text'
import { roomWords } from './rooms'
import type { EngineHome, EngineState, OpenAlert } from './types'

/** One sentence: what was seen that closed the alert of `key` (its cause has cleared: open-alerts.ts hasCleared) */
export function clearedText(state: EngineState, key: string, open: OpenAlert, home: EngineHome): string {
  // '23:50 yesterday' when it was on the day before the home's today (a report delivered after midnight)
  const today = localClock(state.clock, state.timeZone).day
  const at = (ms: number) => {
    const clock = localClock(ms, state.timeZone)
    const time = formatClock(clock.minuteOfDay)
    return clock.day === today ? time : clock.day === today - 1 ? `${time} yesterday` : `${time} on ${dayLabel(clock.day)}`
  }
  const [kind, deviceKey = ''] = key.split(/:(.*)/s)
  const registered = home.devices.some((d) => d.key === deviceKey)
  const device = state.devices[deviceKey]
  if (kind === 'inactivity' || kind === 'emergency') {
    if (state.presence.mode !== 'home' && state.presence.doorAt !== null) {
      return `The front door opened at ${at(state.presence.doorAt)}: they may have gone out, or someone came in.`
    }
    if (open.beyondPet && state.pets?.lastAt != null) {
      const room = state.pets.lastRoom ? ` in the ${roomWords(state.pets.lastRoom)}` : ''
      // a motion sensor the pet can set off, held on by movement that went on (pets.ts petWatchOnRelease)
      const sensor = home.devices.find((d) => d.key === state.pets?.lastDeviceKey)
      if (sensor?.kind === 'motion' && sensor.petImmune !== true) return `Someone moved about${room} at ${at(state.pets.lastAt)}, for longer than a pet passing by.`
      return `Something a pet cannot use was used at ${at(state.pets.lastAt)}${room ? `,${room}` : ''}.`
    }
    const where = state.lastRoom ? `, in the ${roomWords(state.lastRoom)}` : ''
    // a buffering hub's report from before the alert: nothing has moved since it was raised, the quiet was shorter than it looked
    if (state.lastInsideAt !== null && state.lastInsideAt < open.raisedAt) {
      return `A report that arrived late shows activity at ${at(state.lastInsideAt)}${where}, before this alert was raised: the quiet was shorter than it looked.`
    }
    if (state.lastInsideAt !== null) return `Activity was seen again at ${at(state.lastInsideAt)}${where}.`
    return 'Activity was seen again.'
  }
  if (kind === ARRIVAL_KEY) {
    // anything inside brings her home (presence.ts); a door with nothing inside before it leaves her out
    const door = state.presence.doorAt
    if (state.presence.mode !== 'home' && door !== null) return `The front door opened again at ${at(door)}: they went out again, or whoever came in left.`
    const where = state.lastRoom ? `, in the ${roomWords(state.lastRoom)}` : ''
    return state.lastInsideAt !== null ? `Activity was seen inside at ${at(state.lastInsideAt)}${where}.` : 'Activity was seen inside.'
  }
  if (kind === NIGHT_OUT_KEY) {
    // closed as 'Came in, nothing since' takes over (arrival-handover.ts): the door, and nothing inside since
    const cameIn = state.presence.cameIn
    if (state.presence.awaySince !== null && cameIn && (cameIn.seenAt ?? null) === null) {
      const title = cameIn.afterCaller === true ? CALLER_WATCH_TITLE : 'Came in, nothing since'
      return `The front door opened at ${at(cameIn.firstAt)}, but nothing inside has moved since: the alert '${title}' takes over from this one.`
    }
    const seenInside = state.lastInsideAt !== null && state.lastInsideAt >= open.raisedAt - 24 * 60 * 60_000 && (state.presence.doorAt === null || state.lastInsideAt >= state.presence.doorAt)
    return seenInside ? `They are back home: seen at ${at(state.lastInsideAt!)}${state.lastRoom ? `, in the ${roomWords(state.lastRoom)}` : ''}.` : 'They are back home.'
  }
  if (kind === 'offline' || kind === 'battery' || kind === 'chatter') {
    if (!registered) return 'The sensor was removed from the home or switched off.'
    // (for 'never reported', its first report)
    if (kind === 'offline') return device?.lastSeenAt != null ? `The sensor reported at ${at(device.lastSeenAt)}.` : 'The sensor reported.'
    if (kind === 'battery') return device?.battery != null ? `Its battery now reads ${device.battery} %.` : 'Its battery no longer reads low.'
    return 'It has stopped reporting without a pause.'
  }
  if (kind === 'hub') {
    const hub = home.hubs?.find((h) => h.key === deviceKey)
    if (!hub) return "The hub no longer carries any of this home's sensors."
    return hub.lastSeenAt ? `The hub was heard from again at ${at(hub.lastSeenAt.getTime())}.` : 'The hub was heard from again.'
  }
  return 'The last days are back within the usual routine.'
}

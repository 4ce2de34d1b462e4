// How an alert's cause cleared, as the family reads it when the engine closes the alert: a carer woken at
// 02:00 by 'Unusual inactivity' and told at 02:15 that it is resolved needs to know whether she was seen
// moving in the kitchen or whether the front door opened (she went out, or someone came in), and a
// sensor's alert whether it reported again or was taken out of the home.
import { formatClock } from './format'
import { localClock } from './local-time'
import { NIGHT_OUT_KEY } from './night-out-text'
import { roomWords } from './rooms'
import type { EngineHome, EngineState, OpenAlert } from './types'

/** One sentence: what was seen that closed the alert of `key` (its cause has cleared: open-alerts.ts hasCleared) */
export function clearedText(state: EngineState, key: string, open: OpenAlert, home: EngineHome): string {
  const at = (ms: number) => formatClock(localClock(ms, state.timeZone).minuteOfDay)
  const [kind, deviceKey = ''] = key.split(/:(.*)/s)
  const registered = home.devices.some((d) => d.key === deviceKey)
  const device = state.devices[deviceKey]
  if (kind === 'inactivity' || kind === 'emergency') {
    if (state.presence.mode !== 'home' && state.presence.doorAt !== null) {
      return `The front door opened at ${at(state.presence.doorAt)}: they may have gone out, or someone came in.`
    }
    if (open.beyondPet && state.pets?.lastAt != null) {
      return `Something a pet cannot use was used at ${at(state.pets.lastAt)}${state.pets.lastRoom ? `, in the ${roomWords(state.pets.lastRoom)}` : ''}.`
    }
    if (state.lastInsideAt !== null) return `Activity was seen again at ${at(state.lastInsideAt)}${state.lastRoom ? `, in the ${roomWords(state.lastRoom)}` : ''}.`
    return 'Activity was seen again.'
  }
  if (kind === NIGHT_OUT_KEY) {
    const seenInside = state.lastInsideAt !== null && state.lastInsideAt >= open.raisedAt - 24 * 60 * 60_000 && (state.presence.doorAt === null || state.lastInsideAt >= state.presence.doorAt)
    return seenInside ? `They are back home: seen at ${at(state.lastInsideAt!)}${state.lastRoom ? `, in the ${roomWords(state.lastRoom)}` : ''}.` : 'They are back home.'
  }
  if (kind === 'offline' || kind === 'battery' || kind === 'chatter') {
    if (!registered) return 'The sensor was removed from the home or switched off.'
    if (kind === 'offline') return device?.lastSeenAt != null ? `The sensor reported again at ${at(device.lastSeenAt)}.` : 'The sensor reported again.'
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

// When a quiet alert would come if nothing moves (engine/quiet-forecast.ts), for the dashboard's stats.
// Walking the state forward takes a few to a hundred milliseconds (measured with tools/forecast-check.ts),
// and the dashboard asks every half minute per viewer. The answer changes only when something new is
// seen (or the home's sensors, pet, zone or alerts change): until then it is kept, per home.
import { quietAlertForecast, type QuietForecast } from '../../engine/quiet-forecast'
import type { EngineHome, EngineState } from '../../engine/types'

export interface QuietAlertTimes {
  /** No movement at all from now: when the inactivity or possible-fall alert would come (ISO), or null */
  quietAlertAt: string | null
  /** A home with a pet: when no sure sign of the person would raise one (ISO), or null */
  sureSignAlertAt: string | null
}

type Forecast = (state: EngineState, home: EngineHome, now: number) => QuietForecast | null

/** What the forecast rests on: the last evidence, where the person is, what is open, and the home's settings */
function evidenceOf(state: EngineState, home: EngineHome): string {
  const devices = home.devices.map((d) => `${d.key}:${d.room}:${d.kind}:${d.petImmune === true}`).sort()
  return JSON.stringify([
    state.lastInsideAt,
    state.lastDeviceKey,
    state.lastOnMat,
    state.lastPace,
    state.presence.mode,
    state.unwatchedMinutes ?? 0,
    state.unheardSince ?? null,
    state.caution ?? null,
    state.pets?.lastAt ?? null,
    state.pets?.lastDeviceKey ?? null,
    Object.keys(state.open).sort(),
    state.timeZone,
    home.pets === true,
    devices,
  ])
}

/** The reader the service uses: answers kept for up to `size` homes, the least recently read dropped first */
export function createQuietAlertTimes(forecast: Forecast = quietAlertForecast, size = 1000) {
  const kept = new Map<string, { evidence: string; times: QuietAlertTimes }>()
  return (clientId: string, state: EngineState, home: EngineHome, now: Date): QuietAlertTimes => {
    const evidence = evidenceOf(state, home)
    const known = kept.get(clientId)
    kept.delete(clientId)
    if (known?.evidence === evidence) {
      kept.set(clientId, known)
      return known.times
    }
    const at = forecast(state, home, now.getTime())
    const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString())
    const times = { quietAlertAt: iso(at?.movementAt), sureSignAlertAt: iso(at?.sureSignAt) }
    kept.set(clientId, { evidence, times })
    if (kept.size > size) kept.delete(kept.keys().next().value as string)
    return times
  }
}

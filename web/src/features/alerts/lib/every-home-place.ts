// Where an agent was in the All homes list when they opened a home, kept on the list's own history entry
// (as a browser keeps a page's scroll): Back from the home brings the list back as it was, filtered the same,
// as many pages shown, at the card they opened (or, resolved there meanwhile, the card that took its place).
// Before, Back started the list again at the top, unfiltered: forty homes' alerts, worked down one home at
// a time, meant finding the place again after every home.
import { SEVERITY_FILTERS, TYPE_FILTERS, type AlertFilters } from './alert-rules'

const KEY = 'hearthwatch.everyHomePlace'

export interface EveryHomePlace {
  filters: AlertFilters
  /** cards on screen (Show more) */
  limit: number
  /** the card whose home was opened, and the one after it (else before) */
  alertId: string
  nextId?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The place kept in a history entry's state, if it holds a whole one */
export function placeIn(state: unknown): EveryHomePlace | undefined {
  const place = isRecord(state) ? state[KEY] : undefined
  if (!isRecord(place) || !isRecord(place.filters) || typeof place.alertId !== 'string' || typeof place.limit !== 'number') return undefined
  const { search, severity, type } = place.filters
  const sev = SEVERITY_FILTERS.find((f) => f.value === severity)?.value
  const kind = TYPE_FILTERS.find((f) => f.value === type)?.value
  if (typeof search !== 'string' || !sev || !kind) return undefined
  return {
    filters: { search, severity: sev, type: kind },
    limit: place.limit,
    alertId: place.alertId,
    ...(typeof place.nextId === 'string' ? { nextId: place.nextId } : {}),
  }
}

/** A history entry's state with the place kept in it (`place` undefined: taken out), the rest as it was */
export function withPlace(state: unknown, place: EveryHomePlace | undefined): Record<string, unknown> {
  const rest = isRecord(state) ? { ...state } : {}
  delete rest[KEY]
  return place ? { ...rest, [KEY]: place } : rest
}

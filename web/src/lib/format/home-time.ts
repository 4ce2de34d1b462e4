// Times of what happens in a home are shown on the home's clock (decision 0020): a daughter in New
// York reading "No movement since 03:19" about her mother in London needs London's 03:19, and needs
// to be told it is London's. The label is added only where the viewer's clock reads differently.
import { wallClockMs } from '@contracts/local-day'

/** The zone this browser is set to */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The zones a home may be given (Add Home, the Sensors page's Home time zone card): every zone this
 * browser knows, its own first if the list leaves it out, and UTC, which browsers' lists leave out
 * though it is where a home is until someone sets its zone (a sign-up from a zone the server did not know)
 */
export function allZones(supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? []): string[] {
  const zones = supported.includes('UTC') ? supported : [...supported, 'UTC']
  return zones.includes(browserZone()) ? zones : [browserZone(), ...zones]
}

/** `timeZone` when this browser knows it; the browser's own while the home's is not known or not known here */
export function usableZone(timeZone: string | undefined): string {
  if (!timeZone) return browserZone()
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone })
    return timeZone
  } catch {
    return browserZone()
  }
}

/** A formatter on the home's clock (usableZone) */
export const zoneFormatter = (options: Intl.DateTimeFormatOptions, timeZone: string | undefined, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: usableZone(timeZone) })

/** Minutes the zone's clock is ahead of UTC at `at`; null for a zone this browser does not know */
function offsetMinutes(at: number, timeZone: string): number | null {
  try {
    return Math.round((wallClockMs(at, timeZone) - at) / 60_000)
  } catch {
    return null
  }
}

/**
 * Places the zone database has renamed, which Node's and some browsers' Intl still spell the old way
 * (a home set to Asia/Kolkata is stored as Asia/Calcutta): the label uses the name the place goes by
 */
const RENAMED_PLACES: Record<string, string> = {
  Calcutta: 'Kolkata',
  Kiev: 'Kyiv',
  Saigon: 'Ho Chi Minh',
  Katmandu: 'Kathmandu',
  Rangoon: 'Yangon',
  Godthab: 'Nuuk',
  'Ulan Bator': 'Ulaanbaatar',
}

/**
 * 'London time', 'New York time', 'Buenos Aires time' (the place in the zone's name); a zone named
 * for no place (UTC, Etc/GMT+5) by its short name: 'UTC', 'GMT-5'
 */
export function zoneLabel(timeZone: string, at: Date | number = Date.now()): string {
  const place = timeZone.includes('/') && !timeZone.startsWith('Etc/') ? timeZone.slice(timeZone.lastIndexOf('/') + 1).replace(/_/g, ' ') : null
  if (place) return `${RENAMED_PLACES[place] ?? place} time`
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(at)
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  } catch {
    return timeZone
  }
}

/** Whether the home's clock reads differently from the viewer's at `at` (an unknown zone is shown as the viewer's, so not) */
export function differsFromViewer(at: Date | number, timeZone: string | undefined, viewerZone: string = browserZone()): boolean {
  if (!timeZone) return false
  const ms = typeof at === 'number' ? at : at.getTime()
  const home = offsetMinutes(ms, timeZone)
  return home !== null && home !== offsetMinutes(ms, viewerZone)
}

/** ' London time' after a home's time where the viewer's clock differs then, else nothing */
export const homeZoneSuffix = (at: Date | number, timeZone: string | undefined, viewerZone: string = browserZone()) =>
  timeZone && differsFromViewer(at, timeZone, viewerZone) ? ` ${zoneLabel(timeZone, at)}` : ''

/** Under a count of "today" (the home's day, from its midnight): 'Since midnight, London time' to a viewer whose clock reads differently, else null */
export const homeDayNote = (now: Date, timeZone: string | undefined, viewerZone: string = browserZone()) =>
  timeZone && differsFromViewer(now, timeZone, viewerZone) ? `Since midnight, ${zoneLabel(timeZone, now)}` : null

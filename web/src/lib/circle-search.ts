// What the home picker shows and how it narrows: name, e-mail and phone number (two John Smiths are told
// apart by theirs), and for staff the people of each circle (the daughter on the phone, by her name or
// the number she rang from), open alerts, and the homes that need someone first.
import type { CircleMemberName, CircleSummary } from '@contracts/circles'
import { phoneHasDigits, phoneSearchDigits } from '@contracts/phone-search'
import { SEVERITY_RANK } from './alert-urgency'

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

type Person = Pick<CircleSummary, 'firstName' | 'lastName' | 'email'>

const nameOf = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ')

/** A home by the start of its id ('home 1a2b3c4d'), for one whose person has no e-mail to tell it apart by */
export const homeTag = (clientId: string) => `home ${clientId.slice(0, 8)}`

/**
 * What tells a person from another of the same name in staff's lists (Client Management, User
 * Management): their e-mail, else the phone number they or staff gave (a home added with Add Home has
 * no e-mail), else, for a home, its tag; null for someone with none of these
 */
export const tellApartBy = (p: { email: string | null; phone: string | null }, homeId?: string) => p.email ?? p.phone ?? (homeId ? homeTag(homeId) : null)

/** The line under the name that tells same-named homes apart */
export const circleDetail = (c: CircleSummary) => c.email ?? `No e-mail · ${homeTag(c.clientId)}`

/** The homes already there under this first and last name (case, accents and spaces aside): Add Home asks before a second */
export function homesNamed(circles: readonly CircleSummary[], firstName: string, lastName: string) {
  const key = fold(`${firstName.trim()} ${lastName.trim()}`).replace(/\s+/g, ' ')
  return circles.filter((c) => fold(nameOf(c)).replace(/\s+/g, ' ') === key)
}

/** A member the search found, as the picker's row says why the home is there: 'Sarah Jones (Daughter)' */
export const memberLabel = (m: CircleMemberName) => {
  const who = nameOf(m) || m.email || 'Unnamed'
  return m.relationship ? `${who} (${m.relationship})` : who
}

/** A home as the search reads it: each person's name and e-mail folded once (the accents and case ignored) */
interface Folded {
  client: string
  members: string[]
}

// the list is read again every 30 s, and the query keeps the objects of unchanged homes: folded once
// per home, not on every key typed (a support agent's 200 homes hold some 600 people)
const foldedHomes = new WeakMap<CircleSummary, Folded>()
const personText = (p: Person, noName = '') => fold(`${nameOf(p) || noName} ${p.email ?? ''}`)

function folded(c: CircleSummary) {
  let f = foldedHomes.get(c)
  if (!f) {
    f = { client: personText(c, 'Unnamed'), members: (c.members ?? []).map((m) => personText(m)) }
    foldedHomes.set(c, f)
  }
  return f
}

/** Why a home is on offer: its client's name or e-mail, or else `member`, someone in its circle */
export type SearchMatch = { member?: CircleMemberName }

/**
 * The test of a search on a home: every word typed is in one person's name or e-mail ('john smi',
 * 'smith@'), the client's, or else a member's of the circle (only staff get those), who is then the
 * reason the home is shown. Words are not mixed across people: 'sarah smith' finds Sarah Smith, not
 * every Smith's home with a Sarah in it. A search that is a phone number ('07700 900123') is looked for
 * in the numbers the client and the members gave, however either is spaced (contracts/phone-search.ts,
 * the rule of Client and User Management).
 */
export function homeMatcher(query: string) {
  const words = fold(query).split(/\s+/).filter(Boolean)
  const hasAll = (text: string) => words.every((w) => text.includes(w))
  const digits = phoneSearchDigits(query)
  return (c: CircleSummary): SearchMatch | null => {
    const f = folded(c)
    if (words.length === 0 || hasAll(f.client) || (digits && phoneHasDigits(c.phone, digits))) return {}
    const at = f.members.findIndex(hasAll)
    if (at >= 0) return { member: c.members![at]! }
    const rang = digits ? c.members?.find((m) => phoneHasDigits(m.phone, digits)) : undefined
    return rang ? { member: rang } : null
  }
}

/** A row the picker offers: the home, and the member of its circle the search found, if it was one */
export type PickerOption = { circle: CircleSummary } & SearchMatch

const rank = (c: CircleSummary) => (c.topSeverity ? SEVERITY_RANK[c.topSeverity]! : -1)

/**
 * Homes with open alerts first, the most severe and then the newest ahead (then the busiest); among equals a home found
 * by its client before one found through someone in its circle; otherwise the list's own (name) order
 */
function byNeed(options: PickerOption[]) {
  return options
    .map((o, i) => ({ o, i }))
    .sort(
      (a, b) =>
        rank(b.o.circle) - rank(a.o.circle) ||
        // the newest most-severe alert first, as a fresh browser opens on (homeToOpen): an emergency a minute
        // old before a critical routine change three weeks old; ISO times in UTC compare as text
        (b.o.circle.topAlertAt ?? '').localeCompare(a.o.circle.topAlertAt ?? '') ||
        b.o.circle.openAlerts - a.o.circle.openAlerts ||
        Number(a.o.member !== undefined) - Number(b.o.member !== undefined) ||
        a.i - b.i,
    )
    .map(({ o }) => o)
}

/** What the picker offers for a search, optionally only homes with open alerts */
export function pickerOptions(circles: readonly CircleSummary[], query: string, onlyOpenAlerts = false): PickerOption[] {
  const match = homeMatcher(query)
  const found: PickerOption[] = []
  for (const circle of circles) {
    if (onlyOpenAlerts && circle.openAlerts === 0) continue
    const why = match(circle)
    if (why) found.push({ circle, ...why })
  }
  return byNeed(found)
}

/**
 * How a home's open alerts are marked in the picker: critical (a possible fall counts, decision 0037), high (a long
 * quiet spell, a sensor long silent: sent even at night, and the top bar's count of other homes turns red for it), or
 * neither (a sensor offline for a while, a low battery, a later start). Among forty homes, nine hours without
 * movement looked the same as a low battery (decision 0101).
 */
export function openAlertsTone(c: Pick<CircleSummary, 'openAlerts' | 'topSeverity'>): 'critical' | 'high' | 'other' | null {
  if (c.openAlerts === 0) return null
  return c.topSeverity === 'critical' || c.topSeverity === 'high' ? c.topSeverity : 'other'
}

/** The open alerts in words, for screen readers and the marker's tooltip: '3 open alerts, critical', '1 open alert, high' */
export function openAlertsLabel(c: CircleSummary) {
  const tone = openAlertsTone(c)
  if (!tone) return null
  const count = `${c.openAlerts} open alert${c.openAlerts === 1 ? '' : 's'}`
  return tone === 'other' ? count : `${count}, ${tone}`
}

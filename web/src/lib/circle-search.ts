// What the home picker shows and how it narrows: name and e-mail (two John Smiths are told apart by
// theirs), open alerts, and the homes that need someone first.
import type { CircleSummary } from '@contracts/circles'

const SEVERITY_RANK = { critical: 3, high: 2, medium: 1, low: 0 } as const

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

const nameOf = (c: CircleSummary) => [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Unnamed'

/** The line under the name that tells same-named homes apart */
export const circleDetail = (c: CircleSummary) => c.email ?? `No e-mail · home ${c.clientId.slice(0, 8)}`

/** Every word typed is somewhere in the name or the e-mail ('john smi', 'smith@') */
export function matchesSearch(c: CircleSummary, query: string) {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fold(`${nameOf(c)} ${c.email ?? ''}`)
  return words.every((w) => haystack.includes(w))
}

/** Homes with open alerts first, the most severe and then the busiest ahead; otherwise the list's own (name) order */
export function byNeed(circles: readonly CircleSummary[]) {
  const rank = (c: CircleSummary) => (c.topSeverity ? SEVERITY_RANK[c.topSeverity] : -1)
  return circles
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(b.c) - rank(a.c) || b.c.openAlerts - a.c.openAlerts || a.i - b.i)
    .map(({ c }) => c)
}

/** What the picker offers for a search, optionally only homes with open alerts */
export function pickerOptions(circles: readonly CircleSummary[], query: string, onlyOpenAlerts = false) {
  return byNeed(circles.filter((c) => matchesSearch(c, query) && (!onlyOpenAlerts || c.openAlerts > 0)))
}

/** The open alerts in words, for screen readers and the marker's tooltip: '3 open alerts, critical' */
export function openAlertsLabel(c: CircleSummary) {
  if (c.openAlerts === 0) return null
  const count = `${c.openAlerts} open alert${c.openAlerts === 1 ? '' : 's'}`
  return c.topSeverity === 'critical' ? `${count}, critical` : count
}

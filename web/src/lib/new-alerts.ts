// What a screen reader is told when an alert arrives on an open page: each new unresolved alert's
// title, once. The alerts on screen at the first read are not news; urgent ones are said at once
// (assertive), the rest when the reader is free (polite). An open alert someone else closed (or
// Hearthwatch, its cause gone) is said politely too: the card left the page under a keyboard user's
// hands without a word. One the reader closed is not: the toast said it.
import { isUrgentAlert } from './alert-urgency'

export interface ArrivingAlert {
  id: string
  title: string
  type: string
  severity: string
  isResolved: boolean
  /** who closed it: null when Hearthwatch did */
  resolvedBy?: string | null
}

export interface Arrivals {
  /** every alert seen so far, this read's included, and whether it was resolved when last seen */
  seen: ReadonlyMap<string, boolean>
  polite: string
  assertive: string
}

const say = (alerts: readonly ArrivingAlert[], words: string) => alerts.map((a) => `${words}: ${a.title}`).join('. ')
const sentences = (...parts: string[]) => parts.filter(Boolean).join('. ')

/** `seen` null: the page's first read, which sets what counts as already known; `myId`: the reader's */
export function newArrivals(seen: ReadonlyMap<string, boolean> | null, alerts: readonly ArrivingAlert[], myId?: string): Arrivals {
  const next = new Map(seen ?? [])
  for (const a of alerts) next.set(a.id, a.isResolved)
  if (seen === null) return { seen: next, polite: '', assertive: '' }
  const fresh = alerts.filter((a) => !seen.has(a.id) && !a.isResolved)
  const closedElsewhere = alerts.filter((a) => a.isResolved && seen.get(a.id) === false && (a.resolvedBy ?? null) !== (myId ?? ''))
  return {
    seen: next,
    polite: sentences(say(fresh.filter((a) => !isUrgentAlert(a)), 'New alert'), say(closedElsewhere, 'Alert closed')),
    assertive: say(fresh.filter(isUrgentAlert), 'New alert'),
  }
}

// What a screen reader is told when an alert arrives on an open page: each new unresolved alert's
// title, once. The alerts on screen at the first read are not news; urgent ones are said at once
// (assertive), the rest when the reader is free (polite).
import { isUrgentAlert } from './alert-urgency'

export interface ArrivingAlert {
  id: string
  title: string
  type: string
  severity: string
  isResolved: boolean
}

export interface Arrivals {
  /** every alert id seen so far, this read's included */
  seen: ReadonlySet<string>
  polite: string
  assertive: string
}

const say = (alerts: readonly ArrivingAlert[]) => alerts.map((a) => `New alert: ${a.title}`).join('. ')

/** `seen` null: the page's first read, which sets what counts as already known */
export function newArrivals(seen: ReadonlySet<string> | null, alerts: readonly ArrivingAlert[]): Arrivals {
  const next = new Set(seen ?? [])
  for (const a of alerts) next.add(a.id)
  if (seen === null) return { seen: next, polite: '', assertive: '' }
  const fresh = alerts.filter((a) => !seen.has(a.id) && !a.isResolved)
  return { seen: next, polite: say(fresh.filter((a) => !isUrgentAlert(a))), assertive: say(fresh.filter(isUrgentAlert)) }
}

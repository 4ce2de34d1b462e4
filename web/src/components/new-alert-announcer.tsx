import { useState } from 'react'
import { newArrivals, type ArrivingAlert } from '@/lib/new-alerts'

/** The same words again would not be heard again: a no-break space tells the two apart */
const renewed = (before: string, words: string) => (words && words === before ? `${words}\u00a0` : words)

/**
 * Tells a screen reader of each alert that arrives while the page is open, once: urgent ones at once,
 * the rest politely; and of an open one someone else closed, politely (lib/new-alerts.ts). Both regions are on the page from the start, as live regions must be to be heard.
 * Key it by circle, so a newly picked home's alerts are not taken for new ones.
 */
export function NewAlertAnnouncer({ alerts, myId }: { alerts: readonly ArrivingAlert[] | undefined; myId?: string }) {
  const [seen, setSeen] = useState(() => (alerts ? newArrivals(null, alerts).seen : null))
  const [lastRead, setLastRead] = useState(alerts)
  const [said, setSaid] = useState({ polite: '', assertive: '' })
  // worked out while rendering a new read (React's "adjusting state when a prop changes"), not in an effect
  if (alerts !== lastRead) {
    setLastRead(alerts)
    if (alerts) {
      const next = newArrivals(seen, alerts, myId)
      setSeen(next.seen)
      if (next.polite || next.assertive) setSaid((s) => ({ polite: renewed(s.polite, next.polite), assertive: renewed(s.assertive, next.assertive) }))
    }
  }
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="new-alert-polite" className="sr-only">
        {said.polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="new-alert-assertive" className="sr-only">
        {said.assertive}
      </div>
    </>
  )
}

// A seeded database holds weeks of events the engine never read. A bench that measures what a running
// server meets first has the engine catch up on them, as the server's scheduler would have: with the
// scheduler's own tick, counting behind only the circles that tick watches (circlesBehind, the rule
// claimDueCircles uses), so a home it leaves alone (its monitoring ended, the demo turned off) is not
// waited for in vain.
//
// The seed's history went in moments ago, stamped days back: to the tick that is a new home's hub still
// sending its history, which it waits for until the hub pauses (decision 0053, HUB_HISTORY_PAUSE_MS). A
// seed sends nothing more, so the catch-up runs with no pause (0 waits for none, as the server can be
// told). A home with more than a batch of events (EVENT_LIMITS.perCircle) needs another tick, and the
// scheduler evaluates a home once an interval: the catch-up waits for it to fall due, as the server would.
import type { Db } from '../../server/lib/db'
import type { LiveBus } from '../../server/lib/live-bus'
import { circlesBehind } from '../../server/modules/monitoring/claims.repository'
import { SETTLE_MS } from '../../server/modules/monitoring/monitoring.service'
import { runTick, type TickOptions } from '../../server/modules/monitoring/scheduler'

export interface CatchUpOptions {
  db: Db
  live: LiveBus
  log: TickOptions['log']
  intervalMs?: number
  maxTicks?: number
  /** waits between ticks (a test's is instant) */
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Ticks until every watched circle's engine has read its newest settled event; answers the ticks it took.
 * A tick that moves no cursor of a home still behind (its evaluation throws each time, say) ends it at
 * once, naming those homes: waiting for more ticks would not help. The scheduler logs each failure.
 */
export async function catchUpEngine({ db, live, log, intervalMs = 60_000, maxTicks = 50, sleep = wait }: CatchUpOptions) {
  let before = await circlesBehind(db, new Date(Date.now() - SETTLE_MS))
  let tick = 0
  for (; before.length > 0; tick++) {
    if (tick === maxTicks) throw new Error(`the engine did not catch up in ${maxTicks} ticks: ${named(before)}`)
    // from the second tick on, a home evaluated in the last one falls due an interval later
    if (tick > 0) await sleep(intervalMs)
    await runTick({ db, live, log, intervalMs, historyPauseMs: 0 })
    const after = await circlesBehind(db, new Date(Date.now() - SETTLE_MS))
    const read = new Map(after.map((c) => [c.clientId, c.lastEventId]))
    const stuck = before.filter((c) => read.get(c.clientId) === c.lastEventId)
    if (stuck.length > 0 && stuck.length === after.length) throw new Error(`the engine read nothing more in a tick: ${named(stuck)}`)
    before = after
  }
  return tick
}

function named(behind: Awaited<ReturnType<typeof circlesBehind>>) {
  const some = behind.slice(0, 5).map((c) => `${c.clientId} (read to event ${c.lastEventId} of ${c.newestEventId})`)
  return `${behind.length} homes behind, ${some.join(', ')}${behind.length > 5 ? ', …' : ''}`
}

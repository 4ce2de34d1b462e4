// While the demo is on, its home goes on living. The seed writes the simulated days up to the moment
// the server starts; left there, Margaret would fall silent an hour or two later, and the engine would
// raise 'No movement', then remind everyone of it every hour, for as long as someone tries the app.
// Every minute the simulated day's events up to now are added (the same events a restart would add:
// each day's simulation is seeded).
import type { Db } from '../lib/db'
import type { Logger } from '../lib/logger'
import { topUpDemo } from './seed'

export function startDemoLife({ db, log, intervalMs = 60_000, now = () => new Date() }: { db: Db; log: Logger; intervalMs?: number; now?: () => Date }) {
  // a line a minute at info would bury the log: the top-up's own line is left out, its warnings kept
  const quiet = log.child({}, { level: 'warn' })
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = topUpDemo(db, { log: quiet, now: now() })
      .catch((err: unknown) => log.warn({ err }, 'could not add the demo home’s latest simulated events'))
      .finally(() => (running = null))
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

import type { Db } from '../../lib/db'
import type { Logger } from '../../lib/logger'
import { runBillingClock } from './billing.service'

/** Moves subscriptions on as their trials and periods end, every `intervalMs`; never two runs at once */
export function startBillingClock({ db, log, intervalMs }: { db: Db; log: Pick<Logger, 'error' | 'info'>; intervalMs: number }) {
  let running: Promise<unknown> | null = null
  let isStopped = false
  const run = () => {
    if (running || isStopped) return
    running = runBillingClock({ db })
      .then((changed) => changed > 0 && log.info({ changed }, 'subscriptions renewed or ended'))
      .catch((err: unknown) => log.error({ err }, 'billing clock failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(run, intervalMs)
  setTimeout(run, 2000).unref()
  return {
    async stop() {
      isStopped = true
      clearInterval(timer)
      await running
    },
  }
}

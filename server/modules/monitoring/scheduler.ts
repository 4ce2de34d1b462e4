import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { evaluateBatch } from './monitoring.service'
import { claimDueCircles, ensureEngineRows, releaseClaim } from './monitoring.repository'

export interface TickOptions {
  db: Db
  live: LiveBus
  log: Pick<Logger, 'error' | 'info' | 'debug'>
  now?: () => Date
  intervalMs: number
  instanceId?: string
  batchSize?: number
  /** circles evaluated at once by this process */
  concurrency?: number
}

/**
 * Evaluates every circle that is due, claiming them in batches through PostgreSQL so that several
 * instances share the work and never evaluate one circle twice at once. A circle whose evaluation
 * throws is logged and released; the others go on.
 */
export async function runTick({ db, live, log, now = () => new Date(), intervalMs, instanceId = defaultInstanceId(), batchSize = 200, concurrency = 3 }: TickOptions) {
  await ensureEngineRows(db)
  let evaluated = 0
  let failed = 0
  for (;;) {
    const claimed = await claimDueCircles(db, { instanceId, now: now(), intervalMs, leaseMs: 5 * 60_000, limit: batchSize })
    if (claimed.length === 0) break
    // the batch in slices evaluated side by side: while one waits on the database another computes
    const slices = Array.from({ length: concurrency }, (_, i) => claimed.filter((_, j) => j % concurrency === i))
    await Promise.all(
      slices.map(async (slice) => {
        const onError = (clientId: string, err: unknown) => log.error({ err, clientId }, 'engine evaluation failed for a circle')
        const result = await evaluateBatch({ db, live }, slice, now(), onError, intervalMs).catch(
          (err: unknown) => {
            log.error({ err }, 'engine evaluation failed for a batch')
            return { evaluated: 0, failed: slice }
          },
        )
        evaluated += result.evaluated
        failed += result.failed.length
        for (const clientId of result.failed) {
          await releaseClaim(db, clientId, now()).catch((e: unknown) => log.error({ err: e, clientId }, 'could not release the claim'))
        }
      }),
    )
  }
  return { evaluated, failed }
}

export const defaultInstanceId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`

/** Runs a tick every `intervalMs`, never two at once in this process */
export function startScheduler(options: TickOptions) {
  const instanceId = options.instanceId ?? defaultInstanceId()
  let running: Promise<unknown> | null = null
  let isStopped = false
  const tick = () => {
    if (running || isStopped) return
    const started = Date.now()
    running = runTick({ ...options, instanceId })
      .then((r) => options.log.debug({ ...r, ms: Date.now() - started }, 'engine tick'))
      .catch((err: unknown) => options.log.error({ err }, 'engine tick failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, options.intervalMs)
  setTimeout(tick, 1000).unref()
  return {
    async stop() {
      isStopped = true
      clearInterval(timer)
      await running
    },
  }
}

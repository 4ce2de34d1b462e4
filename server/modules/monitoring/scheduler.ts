import { randomBytes } from 'node:crypto'
import { readlinkSync } from 'node:fs'
import { hostname } from 'node:os'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { createPassLog } from '../../lib/pass-log'
import { noteEvaluationFailures } from './engine-failure'
import { evaluateBatch } from './monitoring.service'
import type { BaseCache } from './state-cache'
import { claimDueCircles, claimHolders, ensureEngineRows, releaseClaim, releaseClaimsOf } from './claims.repository'

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
  /** true once the process is stopping: the tick ends after the batch in hand instead of claiming more */
  isStopping?: () => boolean
  /** a pause this long between a hub's calls ends a new home's history upload (history-upload.ts) */
  historyPauseMs?: number
  /** each circle's base kept in memory between ticks (state-cache.ts): this process's unless told */
  bases?: BaseCache
}

/** How long a claim keeps other instances off a circle when its holder dies without releasing it */
export const CLAIM_LEASE_MS = 5 * 60_000

/**
 * Evaluates every circle that is due, claiming them in batches through PostgreSQL so that several
 * instances share the work and never evaluate one circle twice at once. A circle whose evaluation
 * throws is logged and released; the others go on.
 */
export async function runTick({ db, live, log, now = () => new Date(), intervalMs, instanceId = defaultInstanceId(), batchSize = 200, concurrency = 3, isStopping = () => false, historyPauseMs, bases }: TickOptions) {
  await ensureEngineRows(db)
  await releaseClaimsLeftOnThisHost(db, instanceId, now(), log)
  let evaluated = 0
  let failed = 0
  // while evaluating every circle takes longer than the interval, circles fall due again before the
  // loop runs dry: it ends after an interval's worth of batches (the next tick adds new circles' rows
  // first), and at once when stopping (systemd would otherwise kill us mid-batch, leaving claims)
  const tickStartedMs = now().getTime()
  while (!isStopping() && now().getTime() - tickStartedMs < intervalMs) {
    const claimed = await claimDueCircles(db, { instanceId, now: now(), intervalMs, leaseMs: CLAIM_LEASE_MS, limit: batchSize })
    if (claimed.length === 0) break
    // the batch in slices evaluated side by side: while one waits on the database another computes
    const slices = Array.from({ length: concurrency }, (_, i) => claimed.filter((_, j) => j % concurrency === i))
    await Promise.all(
      slices.map(async (slice) => {
        // the engine threw for these circles (a batch the database failed is not counted: an outage is not the engine's)
        const threw: string[] = []
        const onError = (clientId: string, err: unknown) => {
          threw.push(clientId)
          log.error({ err, clientId }, 'engine evaluation failed for a circle')
        }
        const result = await evaluateBatch({ db, live, historyPauseMs, bases }, slice, now(), onError, intervalMs).catch(
          (err: unknown) => {
            log.error({ err }, 'engine evaluation failed for a batch')
            return { evaluated: 0, failed: slice }
          },
        )
        evaluated += result.evaluated
        failed += result.failed.length
        await noteEvaluationFailures({ db, live }, threw, now(), log).catch((err: unknown) => log.error({ err }, 'could not note the failed circles'))
        for (const clientId of result.failed) {
          await releaseClaim(db, clientId, now()).catch((e: unknown) => log.error({ err: e, clientId }, 'could not release the claim'))
        }
      }),
    )
  }
  return { evaluated, failed }
}

/**
 * This host as its processes see each other: its name and, on Linux, the pid namespace. A pid means
 * something only inside its namespace, and two containers can share a name (host networking, a set
 * hostname) while each has its own: their claims must never look like a dead process's to each other.
 */
export const hostId = (() => {
  try {
    return `${hostname()}~${readlinkSync('/proc/self/ns/pid').replace(/\D/g, '')}`
  } catch {
    return hostname()
  }
})()

export const defaultInstanceId = () => `${hostId}:${process.pid}:${randomBytes(3).toString('hex')}`

const startedAt = Date.now() - process.uptime() * 1000

/**
 * Claims left by an earlier process on this host (killed mid-batch: a crash, an out-of-memory kill,
 * systemd's stop timeout) are released at once rather than when their lease lapses, five minutes in
 * which those homes were not watched. An instance id is host:pid:random, the host with its pid
 * namespace (hostId); a claim is left over when its process is not running, or when it names our own
 * pid but is older than this process (the pid reused). Claims of other hosts, and of other containers
 * (another pid namespace, including this container's earlier run), still wait for their lease.
 */
async function releaseClaimsLeftOnThisHost(db: TickOptions['db'], instanceId: string, now: Date, log: TickOptions['log']) {
  const host = `${hostId}:`
  if (!instanceId.startsWith(host)) return
  const holders = await claimHolders(db, host, now)
  const left = holders.filter((h) => h.claimedBy !== instanceId && isLeftOver(h.claimedBy.slice(host.length), h.claimedUntil))
  const released = await releaseClaimsOf(db, left.map((h) => h.claimedBy))
  if (released > 0) log.info({ released, by: left.map((h) => h.claimedBy) }, 'released the claims of a server process that stopped mid-tick')
}

function isLeftOver(pidAndRandom: string, claimedUntil: Date) {
  const pid = Number(pidAndRandom.split(':')[0])
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (pid === process.pid) return claimedUntil.getTime() - CLAIM_LEASE_MS < startedAt
  return !isRunning(pid)
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Runs a tick every `intervalMs`, never two at once in this process */
export function startScheduler(options: TickOptions & { log: Pick<Logger, 'error' | 'warn' | 'info' | 'debug'> }) {
  const instanceId = options.instanceId ?? defaultInstanceId()
  const passes = createPassLog(options.log, 'the engine tick')
  let running: Promise<unknown> | null = null
  let isStopped = false
  const tick = () => {
    if (running || isStopped) return
    const started = Date.now()
    running = runTick({ ...options, instanceId, isStopping: () => isStopped })
      .then((r) => {
        passes.succeeded()
        options.log.debug({ ...r, ms: Date.now() - started }, 'engine tick')
      })
      .catch((err: unknown) => passes.failed(err))
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

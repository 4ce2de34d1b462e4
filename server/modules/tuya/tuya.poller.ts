// Brings the cloud sensors' new reports in: every TUYA_POLL_INTERVAL_MS, for each circle with Tuya
// sensors, the report log since the last poll (with a few minutes' overlap, as the cloud files reports
// late) goes through ingestEvents(). Each report makes the same event id wherever it is read, so two
// server processes polling the same circle store every event once; the poll time only moves forward.
import { INGEST_BATCH_MAX } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { ingestEvents } from '../ingest/ingest.service'
import { describeTuyaError, isAccountWide, TuyaError, type TuyaClient } from './tuya.client'
import { reportCodes, reportsToEvents } from './tuya.mapping'
import { circlesWithTuyaDevices, findSyncState, savePollOutcome, tuyaDevicesOf } from './tuya.repository'

/** reports filed this late by the cloud are still picked up (the overlap is deduplicated) */
const OVERLAP_MS = 5 * 60_000
/** a circle's first poll reaches back a day, so its new sensors' recent history counts */
const FIRST_LOOKBACK_MS = 24 * 3_600_000
/** Tuya's free plan keeps a week of reports */
const MAX_LOOKBACK_MS = 7 * 24 * 3_600_000

type Log = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>

export interface PollResult {
  accepted: number
  duplicates: number
  /** the cloud's failure, in the words the card shows */
  error?: string
}

export async function pollCircle(
  { db, tuya, log, live }: { db: Db; tuya: TuyaClient; log: Log; live?: LiveBus },
  clientId: string,
  now = new Date(),
): Promise<PollResult> {
  const sensors = await tuyaDevicesOf(db, clientId)
  const state = await findSyncState(db, clientId)
  const endMs = now.getTime()
  const startMs = Math.max(endMs - MAX_LOOKBACK_MS, (state?.lastPolledAt?.getTime() ?? endMs - FIRST_LOOKBACK_MS) - OVERLAP_MS)
  const result: PollResult = { accepted: 0, duplicates: 0 }
  try {
    for (const sensor of sensors) {
      let logs
      try {
        const read = await tuya.reportLogs(sensor.tuyaDeviceId!, { codes: reportCodes(sensor.kind), startMs, endMs })
        if (!read.isComplete) log.warn({ clientId, tuyaDeviceId: sensor.tuyaDeviceId }, 'Tuya poll: too many reports; the oldest were left out')
        logs = read.logs
      } catch (err) {
        if (!(err instanceof TuyaError)) throw err
        // the first failure is the one shown; the other sensors are still read
        result.error ??= isAccountWide(err) || sensors.length === 1 ? describeTuyaError(err) : `${sensor.name}: ${describeTuyaError(err)}`
        log.warn({ clientId, tuyaDeviceId: sensor.tuyaDeviceId, code: err.code, err: err.message }, 'Tuya poll failed for a sensor')
        if (isAccountWide(err)) break
        continue
      }
      const events = reportsToEvents({ ...sensor, tuyaDeviceId: sensor.tuyaDeviceId! }, logs)
      for (let i = 0; i < events.length; i += INGEST_BATCH_MAX) {
        const stored = await ingestEvents(db, { clientId }, events.slice(i, i + INGEST_BATCH_MAX), new Date())
        result.accepted += stored.accepted
        result.duplicates += stored.duplicates
        for (const r of stored.rejected) log.warn({ clientId, tuyaDeviceId: sensor.tuyaDeviceId, reason: r.reason }, 'Tuya report rejected')
      }
    }
  } finally {
    // what got in is news for open dashboards, whatever else happened
    if (result.accepted > 0) await live?.publish({ type: 'motion', circleId: clientId })
  }
  // after a failure the poll time stays where it was, so the next poll reads the missed reports again
  await savePollOutcome(
    db,
    clientId,
    result.error ? { status: 'error', error: result.error } : { status: 'connected', error: null, polledUntil: now },
  )
  return result
}

/** Polls every circle with Tuya sensors, one after another; a circle that fails does not stop the rest */
export async function pollAll(options: { db: Db; tuya: TuyaClient; log: Log; live?: LiveBus }, now = () => new Date()) {
  let accepted = 0
  let failed = 0
  for (const clientId of await circlesWithTuyaDevices(options.db)) {
    try {
      const result = await pollCircle(options, clientId, now())
      accepted += result.accepted
      if (result.error) failed++
    } catch (err) {
      failed++
      options.log.error({ err, clientId }, 'Tuya poll failed for a circle')
    }
  }
  return { accepted, failed }
}

/** Polls every `intervalMs`, never two polls at once in this process; stop() waits for the one running */
export function startTuyaPoller(options: { db: Db; tuya: TuyaClient; log: Log; live?: LiveBus; intervalMs: number }) {
  let running: Promise<unknown> | null = null
  let isStopped = false
  const poll = () => {
    if (running || isStopped) return
    const started = Date.now()
    running = pollAll(options)
      .then((r) => options.log.debug({ ...r, ms: Date.now() - started }, 'Tuya poll'))
      .catch((err: unknown) => options.log.error({ err }, 'Tuya poll failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(poll, options.intervalMs)
  setTimeout(poll, Math.min(options.intervalMs, 1000)).unref()
  return {
    async stop() {
      isStopped = true
      clearInterval(timer)
      await running
    },
  }
}

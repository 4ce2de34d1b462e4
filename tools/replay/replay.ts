// Replays an event log into a running server through the HTTP ingest API (issue 4 §8). The sensors
// and the key are made in the database (the only thing the tool writes there directly); every event
// goes through POST /api/ingest/events like a hub's.
import type { Db } from '../../server/lib/db'
import { findCircle } from '../../server/modules/circles/circles.repository'
import { createIngestKey, revokeIngestKey } from '../../server/modules/ingest-keys/ingest-keys.service'
import { findUserByEmail } from '../../server/modules/users/users.repository'
import { toIngestEvent, type Dataset, type SensorSpec } from './dataset'
import { findDevicesByDeviceIds, insertDevices } from './devices.repository'

const DAY_MS = 86_400_000
export const REPLAY_BATCH = 500

export interface ReplaySummary {
  sent: number
  accepted: number
  duplicates: number
  rejected: number
  /** a few reasons, to show what went wrong */
  reasons: string[]
}

/** The client's circle gets the sensors it lacks; a device ID another circle holds stops the replay */
export async function provisionReplay(db: Db, clientEmail: string, sensors: SensorSpec[], keyName: string) {
  const user = await findUserByEmail(db, clientEmail)
  if (!user) throw new Error(`No account with the e-mail ${clientEmail}`)
  if (!(await findCircle(db, user.id))) throw new Error(`${clientEmail} is not a client with a care circle of their own`)

  const existing = await findDevicesByDeviceIds(db, sensors.map((s) => s.deviceId))
  const taken = existing.filter((d) => d.userId !== user.id).map((d) => d.deviceId)
  if (taken.length) throw new Error(`Another circle already has ${taken.join(', ')}; pick another --prefix`)
  const have = new Set(existing.map((d) => d.deviceId))
  const missing = sensors.filter((s) => !have.has(s.deviceId))
  await insertDevices(
    db,
    missing.map((s) => ({ userId: user.id, deviceId: s.deviceId, name: s.name, location: s.location, kind: s.kind })),
  )
  const { id, key } = await createIngestKey(db, user.id, null, { name: keyName })
  return { clientId: user.id, keyId: id, key, created: missing.length }
}

export async function revokeReplayKey(db: Db, clientId: string, keyId: string) {
  await revokeIngestKey(db, clientId, keyId, new Date())
}

export interface SendOptions {
  url: string
  key: string
  /**
   * unset: everything at once, moved by whole days so that its last event falls in the last 24 hours at
   * the clock time it had (the log's wall clock read as UTC, the eval's reading); N: real time × N,
   * stamped as sent
   */
  speed?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  onBatch?: (summary: ReplaySummary) => void
}

export async function sendReplay(dataset: Dataset, opts: SendOptions): Promise<ReplaySummary> {
  const now = opts.now ?? Date.now
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const specs = new Map(dataset.sensors.map((s) => [s.sensor, s]))
  const summary: ReplaySummary = { sent: 0, accepted: 0, duplicates: 0, rejected: 0, reasons: [] }
  const { events } = dataset
  if (events.length === 0) return summary

  const send = (batch: unknown[]) =>
    fetch(new URL('/api/ingest/events', opts.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${opts.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: batch }),
    })
  const post = async (batch: unknown[]) => {
    let res = await send(batch)
    // past the key's calls or events a minute (decision 0125): nothing of the batch was stored; it goes
    // again once the minute is over
    while (res.status === 429) {
      await sleep(retryAfterMs(res.headers.get('retry-after')))
      res = await send(batch)
    }
    // 422: every event of the batch rejected, with the same counts and reasons as a 202
    if (res.status !== 202 && res.status !== 422) throw new Error(`ingest answered ${res.status}: ${await res.text()}`)
    const result = (await res.json()) as { accepted: number; duplicates: number; rejected: { index: number; reason: string }[] }
    summary.sent += batch.length
    summary.accepted += result.accepted
    summary.duplicates += result.duplicates
    summary.rejected += result.rejected.length
    for (const r of result.rejected) if (summary.reasons.length < 5) summary.reasons.push(r.reason)
    opts.onBatch?.(summary)
  }

  const firstMs = events[0]!.atMs
  const startMs = now()
  // one run's events share an id stem: sending the same run twice stores it once, a new run anew
  const idOf = (index: number) => `replay:${startMs.toString(36)}:${index}`
  if (!opts.speed) {
    // whole days: a log moved so its last event was now turned its nights into afternoons, and every
    // sleep and getting-up insight of the replayed home meant nothing
    const shiftMs = Math.floor((startMs - events.at(-1)!.atMs) / DAY_MS) * DAY_MS
    for (let i = 0; i < events.length; i += REPLAY_BATCH) {
      await post(
        events.slice(i, i + REPLAY_BATCH).map((e, j) => toIngestEvent(specs.get(e.sensor)!, e, new Date(e.atMs + shiftMs), idOf(i + j))),
      )
    }
    return summary
  }

  // real time × speed: each event leaves when it is due, stamped with that moment
  const dueMs = (atMs: number) => startMs + (atMs - firstMs) / opts.speed!
  let next = 0
  while (next < events.length) {
    const waitMs = dueMs(events[next]!.atMs) - now()
    if (waitMs > 0) await sleep(Math.min(waitMs, 1_000))
    const batch = []
    while (next < events.length && batch.length < REPLAY_BATCH && dueMs(events[next]!.atMs) <= now()) {
      const e = events[next]!
      batch.push(toIngestEvent(specs.get(e.sensor)!, e, new Date(Math.round(dueMs(e.atMs))), idOf(next)))
      next++
    }
    if (batch.length) await post(batch)
  }
  return summary
}

/** `Retry-After` in seconds, as the ingest API sends it; 30 s if it is missing or unreadable */
function retryAfterMs(header: string | null) {
  const seconds = Number(header)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000
}

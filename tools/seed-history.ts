// npx tsx tools/seed-history.ts --data-dir /tmp/x [--days 730] [--busy] | --url postgres://…/hw_x
//
// A home watched for a long time: the demo circle (seeded as the first start seeds it), then `--days`
// of its resident's simulated life (server/demo/routine.ts) stored through the ingest's own statement
// (storeEvents, batches of 5,000), a realistic count of alerts (about one a day, nearly all resolved,
// some with responses and their notifications) and care notes (about one a day). `--busy`: four more
// motion sensors (landing, toilet, dining room, study: a second simulated day's rooms mapped onto them)
// and every PIR trigger followed by a second trigger 45 s later and its 'clear' report 90 s after that
// (Zigbee2MQTT's occupancy), about 1,900 events a day over ten sensors. The engine state is left as it is (not started), so the
// first tick over it is the rebuild path engine-failure.ts takes; `--rebuild` runs that here, timed.
import { toolArgs } from './cli/args'
import { sql } from 'drizzle-orm'
import { alertNotifications, alertResponses, engineState } from '../server/db/platform-schema'
import { alerts, careNotes, devices } from '../server/db/schema'
import { DEMO_DEVICES, DEMO_SEED, DEMO_HISTORY_DAYS, seedDemo } from '../server/demo/seed'
import { generateDemoEvents, type DemoSensorKey } from '../server/demo/routine'
import { connectPostgres, openPglite, type Database } from '../server/lib/db'
import { createLiveBus } from '../server/lib/live-bus'
import { storeEvents, type EventRow } from '../server/modules/ingest/ingest.repository'
import { eventKey } from '../server/modules/ingest/ingest.service'
import { evaluateBatch } from '../server/modules/monitoring/monitoring.service'
import { ensureEngineRows } from '../server/modules/monitoring/claims.repository'
import { findUserByEmail } from '../server/modules/users/users.repository'

const cli = toolArgs(
  {
    'data-dir': { type: 'string' },
    url: { type: 'string' },
    days: { type: 'string' },
    busy: { type: 'boolean', default: false },
    rebuild: { type: 'boolean', default: false },
    /** skip the seeding: only the timed rebuild, over a database seeded before */
    'rebuild-only': { type: 'boolean', default: false },
  },
  'Usage: npx tsx tools/seed-history.ts --data-dir <folder> [--days 730] [--busy] [--rebuild] [--rebuild-only] | --url postgres://…/hw_x',
)
const { values } = cli
if (!values['data-dir'] && !values.url) cli.fail('--data-dir or --url is required')
const DAY = 86_400_000
const days = cli.number('days', { fallback: 730, whole: true, min: 1 })
const database: Database = values.url ? await connectPostgres(values.url) : await openPglite(values['data-dir'])
const { db } = database
const log = { info: (o: unknown, m?: string) => console.log(m ?? '', JSON.stringify(o)), warn: () => {} }
const now = new Date()
const started = performance.now()
const secs = () => ((performance.now() - started) / 1000).toFixed(1)

if (!values['rebuild-only']) await seedDemo(db, { log, url: 'http://localhost', now })
const client = (await findUserByEmail(db, 'client@hearthwatch.local'))!
const carer = (await findUserByEmail(db, 'carer@hearthwatch.local'))!
const demoRows = await db.select().from(devices).where(sql`${devices.userId} = ${client.id}`)
const byKey = new Map<string, string>()
for (const d of DEMO_DEVICES) byKey.set(d.key, demoRows.find((r) => r.deviceId === d.deviceId)!.id)

// the busy home's four more rooms, fed by a second simulated day
const EXTRA: [DemoSensorKey, string, string][] = [
  ['bedroom', 'Landing', 'MSH-DEMOLAN1'],
  ['bathroom', 'Toilet', 'MSH-DEMOWC01'],
  ['kitchen', 'Dining Room', 'MSH-DEMODIN1'],
  ['living-room', 'Study', 'MSH-DEMOSTU1'],
]
const extra = new Map<string, string>()
if (values.busy && !values['rebuild-only']) {
  const rows = await db
    .insert(devices)
    .values(EXTRA.map(([, location, deviceId]) => ({ userId: client.id, name: `${location} Sensor`, location, kind: 'motion' as const, deviceId, batteryLevel: 80, signalStrength: 70 })))
    .returning()
  EXTRA.forEach(([from], i) => extra.set(from, rows[i]!.id))
}
const doorId = byKey.get('front-door')!
const demoFrom = now.getTime() - DEMO_HISTORY_DAYS * DAY

/** a busy home's PIR: triggered again 45 s later while someone is still there, then 'clear' 90 s after that */
const afterTrigger = (device: string, at: Date) => [
  { device, at: new Date(at.getTime() + 45_000), motion: true },
  { device, at: new Date(at.getTime() + 135_000), motion: false },
]

let stored = 0
const pending: EventRow[] = []
const flush = async () => {
  if (pending.length === 0) return
  const stats = new Map<string, { device: string; newestAt: Date; battery: null; batteryAt: null; signal: null; signalAt: null }>()
  for (const r of pending) {
    const at = new Date(r.timestamp)
    const s = stats.get(r.device)
    if (!s || s.newestAt < at) stats.set(r.device, { device: r.device, newestAt: at, battery: null, batteryAt: null, signal: null, signalAt: null })
  }
  stored += await storeEvents(db, client.id, pending.splice(0), [...stats.values()])
}
const push = async (device: string, at: Date, motion: boolean) => {
  pending.push({ device, timestamp: at.toISOString(), motion, key: eventKey({}, at, motion), metadata: device === doorId ? { door: motion ? 'open' : 'closed' } : null })
  if (pending.length >= 5000) await flush()
}

if (!values['rebuild-only']) await seedHistory()

async function seedHistory() {
// month by month, oldest first, so ids follow time as they do in a home that has been watching
for (let fromMs = now.getTime() - days * DAY; fromMs < now.getTime(); fromMs += 30 * DAY) {
  const to = new Date(Math.min(fromMs + 30 * DAY, now.getTime()))
  const window = { from: new Date(fromMs), to, timeZone: client.timeZone }
  const events: { device: string; at: Date; motion: boolean }[] = []
  for (const e of generateDemoEvents({ ...window, seed: DEMO_SEED })) {
    const device = byKey.get(e.sensorKey)!
    // the demo's own last month is stored already (by seedDemo)
    if (e.timestamp.getTime() >= demoFrom) {
      if (values.busy && device !== doorId) events.push(...afterTrigger(device, e.timestamp))
      continue
    }
    events.push({ device, at: e.timestamp, motion: e.motionDetected })
    if (values.busy && device !== doorId) events.push(...afterTrigger(device, e.timestamp))
  }
  if (values.busy) {
    for (const e of generateDemoEvents({ ...window, seed: DEMO_SEED + 1 })) {
      const device = extra.get(e.sensorKey)
      if (!device) continue
      events.push({ device, at: e.timestamp, motion: true }, ...afterTrigger(device, e.timestamp))
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime())
  for (const e of events) if (e.at < now) await push(e.device, e.at, e.motion)
  await flush()
  console.log(`${secs()} s: stored through ${to.toISOString().slice(0, 10)}, ${stored.toLocaleString('en')} events`)
}

// about one alert a day, nearly all resolved; a third answered by the carer; each notified by e-mail and push
const ALERT_KINDS = [
  { type: 'sensor_offline', severity: 'medium', title: 'Sensor offline', key: 'offline:' },
  { type: 'sensor_offline', severity: 'low', title: 'Low battery', key: 'battery:' },
  { type: 'inactivity', severity: 'high', title: 'No movement', key: 'inactivity' },
  { type: 'pattern_change', severity: 'low', title: 'Later start to the day', key: 'pattern:' },
] as const
const alertRows = Array.from({ length: days }, (_, i) => {
  const k = ALERT_KINDS[i % ALERT_KINDS.length]!
  const createdAt = new Date(now.getTime() - (days - i) * DAY + 10 * 3_600_000)
  return {
    userId: client.id,
    type: k.type,
    severity: k.severity,
    title: k.title,
    description: `${k.title}: seeded history`,
    isResolved: true,
    resolvedBy: i % 3 === 0 ? carer.id : null,
    resolvedAt: new Date(createdAt.getTime() + 40 * 60_000),
    metadata: { source: 'engine' },
    dedupeKey: `${k.key}${i}`,
    createdAt,
  }
})
for (let i = 0; i < alertRows.length; i += 200) {
  const inserted = await db.insert(alerts).values(alertRows.slice(i, i + 200)).returning({ id: alerts.id, createdAt: alerts.createdAt, severity: alerts.severity })
  await db.insert(alertNotifications).values(
    inserted.flatMap((a) =>
      (['email', 'push'] as const).flatMap((channel) =>
        [carer.id, client.id].map((userId) => ({ alertId: a.id, userId, channel, kind: 'raised', severity: a.severity, status: 'sent', attempts: 1, sentAt: a.createdAt, createdAt: a.createdAt })),
      ),
    ),
  )
  await db.insert(alertResponses).values(inserted.filter((_, j) => j % 3 === 0).map((a) => ({ alertId: a.id, userId: carer.id, action: 'check_on' as const, createdAt: new Date(a.createdAt.getTime() + 5 * 60_000) })))
}
const noteRows = Array.from({ length: days }, (_, i) => ({
  userId: client.id,
  authorId: i % 4 === 0 ? client.id : carer.id,
  category: 'health_check' as const,
  content: `Visited; mum was well, ate lunch, we walked to the shops. Note ${i} of the seeded history, a few sentences long as carers' notes tend to be.`,
  isPrivate: i % 10 === 0,
  createdAt: new Date(now.getTime() - (days - i) * DAY + 15 * 3_600_000),
}))
for (let i = 0; i < noteRows.length; i += 200) await db.insert(careNotes).values(noteRows.slice(i, i + 200))
await db.execute(sql`analyze`)
console.log(`${secs()} s: ${stored.toLocaleString('en')} events (${Math.round(stored / days)} a day), ${alertRows.length} alerts, ${noteRows.length} care notes`)
}

if (values.rebuild || values['rebuild-only']) {
  // the rebuild path: a state thrown away (engine-failure.ts) and read again from the first event, one
  // scheduler batch at a time (50,000 events a circle), here back to back rather than a tick a minute
  await ensureEngineRows(db)
  await db.update(engineState).set({ state: null, packedState: null, lastEventId: 0 })
  const live = await createLiveBus()
  const rebuildStarted = performance.now()
  let peak = 0
  for (let round = 1; ; round++) {
    const before = (await db.execute(sql`select last_event_id from engine_state where user_id = ${client.id}`)) as unknown as { rows: { last_event_id: string }[] }
    const t = performance.now()
    await evaluateBatch({ db, live }, [client.id], new Date(), (_, err) => console.error(err), 60_000)
    const after = (await db.execute(sql`select last_event_id, length(packed_state) as bytes from engine_state where user_id = ${client.id}`)) as unknown as { rows: { last_event_id: string; bytes: number }[] }
    peak = Math.max(peak, process.memoryUsage().rss)
    console.log(`tick ${round}: ${(performance.now() - t).toFixed(0)} ms, cursor ${after.rows[0]!.last_event_id}, state ${after.rows[0]!.bytes} bytes, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`)
    if (after.rows[0]!.last_event_id === before.rows[0]!.last_event_id) break
  }
  console.log(`rebuild: ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s, peak rss ${(peak / 2 ** 20).toFixed(0)} MB`)
  await live.close()
}
await database.close()

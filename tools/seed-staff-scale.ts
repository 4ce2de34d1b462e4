// npx tsx tools/seed-staff-scale.ts --url postgres://…/hwf_x [--homes 200] [--days 7]
//
// What staff look after at scale: `--homes` care circles, each a client with two family members (so
// 200 homes are 600 people), six sensors with `--days` of simulated life (server/demo/routine.ts, a
// different seed per home), one to four open alerts of mixed severity raised over the last hours, a
// few resolved ones, a handful of care notes and a subscription. Plus support@ and admin@scale.test,
// so tools/bench-scale.ts signs in (password 'scale-password' for every account). Names repeat as they
// do in life: four Patel homes, and daughters who married out of the family name. Run it on an empty
// database (it migrates it); the server then runs on the same URL with DEMO=0.
import { toolArgs } from './cli/args'
import { alerts, careNotes, devices, familyMembers, motionEvents, subscriptions, users } from '../server/db/schema'
import { DEMO_DEVICES } from '../server/demo/seed'
import { generateDemoEvents } from '../server/demo/routine'
import { connectPostgres } from '../server/lib/db'
import { hashPassword } from '../server/modules/auth/password'

const cli = toolArgs({ url: { type: 'string' }, homes: { type: 'string' }, days: { type: 'string' } }, 'Usage: npx tsx tools/seed-staff-scale.ts --url postgres://…/hwf_x [--homes 200] [--days 7]')
const url = cli.values.url ?? cli.fail('--url postgres://… is required')
const HOMES = cli.number('homes', { fallback: 200, whole: true, min: 1 })
const DAYS = cli.number('days', { fallback: 7, whole: true, min: 1 })
const PASSWORD = 'scale-password'
const HOUR = 3_600_000
const { db, close } = await connectPostgres(url)
const now = Date.now()
const started = performance.now()
const secs = () => ((performance.now() - started) / 1000).toFixed(1)
const passwordHash = await hashPassword(PASSWORD)

const FIRST = ['Margaret', 'Arthur', 'Joan', 'Harold', 'Edith', 'Walter', 'Dorothy', 'Frank', 'Irene', 'George', 'Betty', 'Leonard', 'Shirley', 'Raj', 'Anita', 'Kenneth', 'Pauline', 'Ernest', 'Mavis', 'Sunil']
const LAST = ['Patel', 'Ellis', 'Hughes', 'Okafor', 'Nowak', 'Byrne', 'Khan', 'Murphy', 'Fraser', 'Lindqvist', 'Da Silva', 'Morrow', 'Campbell', 'Evans', 'Chen', 'Walsh', 'Reid', 'Ahmed', 'Kowalski', 'Bennett']
const CHILD_FIRST = ['Dana', 'Tom', 'Priya', 'Mark', 'Claire', 'Sean', 'Leah', 'Owen', 'Nadia', 'Ruth']
const MARRIED = ['Hale', 'Brooks', 'Singh', 'Carter', 'Doyle']
const RELATIONSHIP = ['Daughter', 'Son', 'Neighbour', 'Niece', 'Carer']
const OPEN_KINDS = [
  { type: 'emergency', severity: 'critical', title: 'Possible fall detected', description: 'A fall-like pattern in the bathroom, then no movement.' },
  { type: 'inactivity', severity: 'high', title: 'No movement since the morning', description: 'No motion anywhere for longer than usual.' },
  { type: 'sensor_offline', severity: 'medium', title: 'Kitchen sensor offline', description: 'The kitchen sensor has not reported for 3 hours.' },
  { type: 'pattern_change', severity: 'low', title: 'Later start to the day', description: 'The first movement came an hour later than usual.' },
  { type: 'sensor_offline', severity: 'low', title: 'Low battery', description: 'The hallway sensor battery is at 12%.' },
] as const
const NOTE_CATEGORIES = ['health_check', 'medication', 'family_update', 'personal_note', 'system_alert'] as const

const [support, admin] = await db
  .insert(users)
  .values([
    { email: 'support@scale.test', passwordHash, firstName: 'Sam', lastName: 'Rivers', role: 'support', authProvider: 'email' },
    { email: 'admin@scale.test', passwordHash, firstName: 'Alex', lastName: 'Morgan', role: 'admin', authProvider: 'email' },
  ])
  .returning()

for (let h = 0; h < HOMES; h++) {
  // four Patels among 200 (every 50th home), the rest spread over the names
  const last = h % 50 === 0 ? 'Patel' : LAST[1 + (h % (LAST.length - 1))]!
  const first = FIRST[(h * 7) % FIRST.length]!
  const [client] = await db
    .insert(users)
    .values({ email: `client${h}@scale.test`, passwordHash, firstName: first, lastName: last, role: 'client', authProvider: 'email', timeZone: 'Europe/London', createdAt: new Date(now - (HOMES - h) * 24 * HOUR) })
    .returning()
  const memberRows = await db
    .insert(users)
    .values(
      [0, 1].map((m) => ({
        email: m === 0 ? `carer${h}@scale.test` : `family${h}@scale.test`,
        passwordHash,
        firstName: CHILD_FIRST[(h + m * 3) % CHILD_FIRST.length]!,
        lastName: m === 0 && h % 3 === 0 ? MARRIED[h % MARRIED.length]! : last,
        role: 'carer' as const,
        authProvider: 'email' as const,
      })),
    )
    .returning()
  await db.insert(familyMembers).values(
    memberRows.map((m, i) => ({ primaryUserId: client!.id, memberUserId: m.id, role: 'carer' as const, relationship: RELATIONSHIP[(h + i) % RELATIONSHIP.length]!, addedBy: client!.id })),
  )
  const sensorRows = await db
    .insert(devices)
    .values(DEMO_DEVICES.map(({ key: _key, deviceId, ...d }) => ({ ...d, deviceId: `${deviceId}-${h}`, userId: client!.id, lastActivity: new Date(now - ((h * 13) % 90) * 60_000) })))
    .returning()
  const byKey = new Map(DEMO_DEVICES.map((d, i) => [d.key, sensorRows[i]!]))
  const events = generateDemoEvents({ from: new Date(now - DAYS * 24 * HOUR), to: new Date(now), timeZone: 'Europe/London', seed: 1000 + h })
  const rows = events.map((e) => {
    const device = byKey.get(e.sensorKey)!
    return { deviceId: device.id, userId: client!.id, timestamp: e.timestamp, motionDetected: e.motionDetected, confidence: 0.9, metadata: device.kind === 'door' ? { door: e.motionDetected ? 'open' : 'closed' } : { source: 'scale' } }
  })
  for (let i = 0; i < rows.length; i += 5000) await db.insert(motionEvents).values(rows.slice(i, i + 5000))

  // one to four open alerts, raised over the last 10 hours; the kinds rotate, so some homes have an emergency
  const open = 1 + (h % 4)
  const openRows = Array.from({ length: open }, (_, a) => {
    const k = OPEN_KINDS[(h + a) % OPEN_KINDS.length]!
    return { userId: client!.id, deviceId: sensorRows[a % sensorRows.length]!.id, type: k.type, severity: k.severity, title: k.title, description: k.description, dedupeKey: `scale:${a}`, createdAt: new Date(now - ((h * 37 + a * 53) % 600) * 60_000) }
  })
  const resolvedRows = Array.from({ length: 3 }, (_, a) => {
    const k = OPEN_KINDS[(h + a + 2) % OPEN_KINDS.length]!
    const createdAt = new Date(now - (2 + a) * 24 * HOUR)
    return { userId: client!.id, type: k.type, severity: k.severity, title: k.title, description: k.description, isResolved: true, resolvedBy: support!.id, resolvedAt: new Date(createdAt.getTime() + HOUR), createdAt }
  })
  await db.insert(alerts).values([...openRows, ...resolvedRows])
  await db.insert(careNotes).values(
    Array.from({ length: 5 }, (_, n) => ({
      userId: client!.id,
      authorId: n % 2 === 0 ? memberRows[0]!.id : support!.id,
      category: NOTE_CATEGORIES[n % NOTE_CATEGORIES.length]!,
      content: `Visit ${n + 1}: ${first} was well, had lunch, talked about the garden.`,
      createdAt: new Date(now - n * 26 * HOUR),
    })),
  )
  if (h % 5 !== 4) {
    await db.insert(subscriptions).values({ userId: client!.id, plan: h % 3 === 0 ? 'premium' : 'basic', status: h % 7 === 0 ? 'trialing' : 'active', maxSensors: 10, pricePerMonth: h % 3 === 0 ? 49.99 : 29.99, billingCycle: 'monthly', startDate: new Date(now - 60 * 24 * HOUR).toISOString().slice(0, 10), nextBillingDate: new Date(now + ((h % 28) + 1) * 24 * HOUR), hadTrial: true })
  }
  if (h % 20 === 19) console.log(`${secs()} s: ${h + 1} homes`)
}
console.log(`${secs()} s: ${HOMES} homes, ${HOMES * 3 + 2} accounts; sign in as support@ or admin@scale.test / ${PASSWORD} (admin ${admin!.id})`)
await close()

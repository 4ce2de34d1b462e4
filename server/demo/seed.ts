// The demo circle `npm start` makes on the embedded database (ARCHITECTURE.md): one account per role,
// a six-sensor home and a month of simulated life, topped up to the present on every later start.
import type { DeviceKind, Role } from '../../contracts/enums'
import type { Db } from '../lib/db'
import type { Logger } from '../lib/logger'
import { dateOf, nextBoundary } from '../modules/billing/lifecycle'
import { SUBSCRIPTION_PLANS } from '../modules/billing/plans'
import { findUserByEmail, type UserRow } from '../modules/users/users.repository'
import { writePhone } from '../modules/profile/profile.repository'
import { createUser } from '../modules/users/users.service'
import {
  findNewestDemoEventAt,
  inDemoTransaction,
  insertDevices,
  insertFamilyMember,
  insertMotionEvents,
  insertSubscription,
  listDevicesByDeviceIds,
  markDemoAccount,
  setDeviceLastActivity,
  type DeviceRow,
} from './demo.repository'
import { hashSeed } from './prng'
import { generateDemoEvents, type DemoSensorKey } from './routine'

export const DEMO_PASSWORD = 'hearthwatch-demo'
export const DEMO_TIME_ZONE = 'Europe/London'
export const DEMO_HISTORY_DAYS = 30
/** Fixed, so every install of the demo shows the same life, and top-ups continue it */
export const DEMO_SEED = 19_480_705

/** Margaret and Sarah have numbers (from the range set aside for drama), so Call Now and Quick Contact dial in the demo */
export const DEMO_ACCOUNTS: readonly { role: Role; email: string; name: string; phone?: string }[] = [
  { role: 'admin', email: 'admin@hearthwatch.local', name: 'Alex Morgan' },
  { role: 'support', email: 'support@hearthwatch.local', name: 'Sam Patel' },
  { role: 'carer', email: 'carer@hearthwatch.local', name: 'Sarah Ellis', phone: '+44 7700 900462' },
  { role: 'client', email: 'client@hearthwatch.local', name: 'Margaret Ellis', phone: '+44 7700 900461' },
]
const CLIENT_EMAIL = 'client@hearthwatch.local'
const CARER_EMAIL = 'carer@hearthwatch.local'

export const DEMO_DEVICES: readonly {
  key: DemoSensorKey
  name: string
  location: string
  kind: DeviceKind
  deviceId: string
  batteryLevel: number
  signalStrength: number
}[] = [
  { key: 'bedroom', name: 'Bedroom Sensor', location: 'Bedroom', kind: 'motion', deviceId: 'MSH-DEMOBED1', batteryLevel: 87, signalStrength: 78 },
  { key: 'bathroom', name: 'Bathroom Sensor', location: 'Bathroom', kind: 'motion', deviceId: 'MSH-DEMOBTH1', batteryLevel: 64, signalStrength: 71 },
  { key: 'kitchen', name: 'Kitchen Sensor', location: 'Kitchen', kind: 'motion', deviceId: 'MSH-DEMOKIT1', batteryLevel: 92, signalStrength: 88 },
  { key: 'living-room', name: 'Living Room Sensor', location: 'Living Room', kind: 'motion', deviceId: 'MSH-DEMOLIV1', batteryLevel: 79, signalStrength: 93 },
  { key: 'hallway', name: 'Hallway Sensor', location: 'Hallway', kind: 'motion', deviceId: 'MSH-DEMOHAL1', batteryLevel: 71, signalStrength: 66 },
  { key: 'front-door', name: 'Front Door', location: 'Front Door', kind: 'door', deviceId: 'MSH-DEMODOR1', batteryLevel: 95, signalStrength: 62 },
]

type DemoLog = Pick<Logger, 'info' | 'warn'>

export interface SeedDemoOptions {
  log: DemoLog
  /** where people open the app, for the sign-in line */
  url: string
  now?: Date
}

/**
 * Makes the demo circle once; on later starts only tops its history up to `now`, so a demo that was
 * stopped for a while comes back with the days it missed. Prints the sign-ins, as a warning, either way.
 */
export async function seedDemo(db: Db, { log, url, now = new Date() }: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const seeded = await inDemoTransaction(db, async (tx) => {
    const client = await findUserByEmail(tx, CLIENT_EMAIL)
    if (client) {
      await topUp(tx, client, now, log)
      return false
    }
    await createCircle(tx, now, log)
    return true
  })
  const signIns = DEMO_ACCOUNTS.map((a) => `${a.email} / ${DEMO_PASSWORD} (${a.role})`).join(', ')
  // a warning, not news: the password is printed in the README, so anyone who reaches the server can use it
  log.warn(
    { url, password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })) },
    `Demo sign-ins: ${signIns}; open ${url}. DEMO is on: these accounts, an admin among them, use a public password, and anyone who can reach this server can sign in with it. For a real home set DEMO=0 (the demo accounts are then deactivated) and make your own admin (docs/self-hosting.md)`,
  )
  return { seeded }
}

/** The top-up alone, for anything that wants to keep a running demo's history current */
export async function topUpDemo(db: Db, { log, now = new Date() }: Omit<SeedDemoOptions, 'url'>): Promise<number> {
  return inDemoTransaction(db, async (tx) => {
    const client = await findUserByEmail(tx, CLIENT_EMAIL)
    return client ? topUp(tx, client, now, log) : 0
  })
}

async function createCircle(db: Db, now: Date, log: DemoLog) {
  const users = new Map<string, UserRow>()
  for (const account of DEMO_ACCOUNTS) {
    const [firstName = account.name, lastName = ''] = account.name.split(' ')
    const isClient = account.email === CLIENT_EMAIL
    const user = await createUser(db, {
      email: account.email,
      password: DEMO_PASSWORD,
      role: account.role,
      firstName,
      lastName,
      ...(isClient ? { timeZone: DEMO_TIME_ZONE } : {}),
    })
    // the mark that later tells the seed's accounts apart from anyone else's (demo-accounts.ts)
    await markDemoAccount(db, user.id, { demoAccount: true })
    if (account.phone) await writePhone(db, user.id, account.phone)
    users.set(account.email, user)
  }
  const client = users.get(CLIENT_EMAIL)!
  const carer = users.get(CARER_EMAIL)!
  await insertFamilyMember(db, {
    primaryUserId: client.id,
    memberUserId: carer.id,
    role: 'carer',
    relationship: 'Daughter',
    addedBy: client.id,
  })
  const devices = await insertDevices(
    db,
    DEMO_DEVICES.map(({ key: _key, ...device }) => ({ ...device, userId: client.id })),
  )
  // room for a few more sensors, so the demo's Add Sensor works
  // a paying plan that began two months ago, renewed monthly, with a test card on file
  const startDate = dateOf(new Date(now.getTime() - 60 * 86_400_000))
  await insertSubscription(db, {
    userId: client.id,
    plan: 'premium',
    status: 'active',
    maxSensors: SUBSCRIPTION_PLANS.premium.maxSensors,
    pricePerMonth: SUBSCRIPTION_PLANS.premium.price,
    billingCycle: 'monthly',
    startDate,
    nextBillingDate: nextBoundary(new Date(`${startDate}T00:00:00Z`), 'monthly', now),
    paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: now.getUTCFullYear() + 3, cardholderName: 'Sarah Ellis' },
    hadTrial: true,
  })
  const from = new Date(now.getTime() - DEMO_HISTORY_DAYS * 86_400_000)
  const events = await storeHistory(db, client, devices, from, now)
  log.info({ clientId: client.id, devices: devices.length, events, days: DEMO_HISTORY_DAYS }, 'demo circle created')
}

async function topUp(db: Db, client: UserRow, now: Date, log: DemoLog) {
  const devices = await listDevicesByDeviceIds(db, client.id, DEMO_DEVICES.map((d) => d.deviceId))
  if (devices.length === 0) {
    log.warn({ clientId: client.id }, 'the demo client has no demo sensors left; not adding demo history')
    return 0
  }
  const newest = await findNewestDemoEventAt(db, devices.map((d) => d.id))
  // a demo left off for months gets the last month back, not every day it missed
  const earliest = now.getTime() - DEMO_HISTORY_DAYS * 86_400_000
  const from = new Date(Math.max(earliest, newest ? newest.getTime() + 1 : earliest))
  const added = from < now ? await storeHistory(db, client, devices, from, now) : 0
  log.info({ added, from, to: now }, `demo history topped up with ${added} events`)
  return added
}

/** Simulated events for [from, to) into motion_events; moves each device's lastActivity forward */
async function storeHistory(db: Db, client: UserRow, devices: DeviceRow[], from: Date, to: Date) {
  const byKey = new Map<DemoSensorKey, DeviceRow>()
  for (const demo of DEMO_DEVICES) {
    const device = devices.find((d) => d.deviceId === demo.deviceId)
    if (device) byKey.set(demo.key, device)
  }
  const events = generateDemoEvents({ from, to, timeZone: client.timeZone, seed: DEMO_SEED, sensors: [...byKey.keys()] })
  const newest = new Map<DeviceRow, Date>()
  const rows = events.map((event) => {
    const device = byKey.get(event.sensorKey)!
    newest.set(device, event.timestamp)
    const isDoor = device.kind === 'door'
    return {
      deviceId: device.id,
      userId: client.id,
      timestamp: event.timestamp,
      // stored as it happened, as a hub live in the home all along would have: not a history still arriving,
      // which the engine would wait for (decision 0053) while the dashboard said 'Receiving the hub's history'
      createdAt: event.timestamp,
      motionDetected: event.motionDetected,
      confidence: confidenceOf(event.timestamp, event.sensorKey),
      metadata: isDoor ? { source: 'demo', door: event.motionDetected ? 'open' : 'closed' } : { source: 'demo' },
    }
  })
  await insertMotionEvents(db, rows)
  for (const [device, at] of newest) {
    if (!device.lastActivity || device.lastActivity < at) await setDeviceLastActivity(db, device.id, at)
  }
  return rows.length
}

/** 0.85–0.99, the same for the same event on every run */
function confidenceOf(timestamp: Date, sensorKey: DemoSensorKey) {
  const h = hashSeed(DEMO_SEED, Math.floor(timestamp.getTime() / 1000), sensorKey.length, sensorKey.charCodeAt(0))
  return Math.round((0.85 + (0.14 * h) / 4_294_967_296) * 1000) / 1000
}

// A home whose evaluation keeps throwing, through the scheduler and the database. First the upgrade
// case a helper found: a state saved by an early engine (quiet profiles without `spells`) threw on every
// tick under today's engine, so the home was never evaluated again and nobody was told. Now, after
// 10 minutes of failing, the state is rebuilt from the stored events; a home that still fails after
// that tells its circle 'Monitoring has stopped', which closes by itself once it is evaluated again.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineState } from '../../db/platform-schema'
import { alerts, devices, motionEvents, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { FAILING_MINUTES } from './engine-failure'
import { runTick } from './scheduler'
import { encodeState } from './state-codec'
import { stateOfRow } from './engine-state.repository'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const day0 = Date.UTC(2026, 9, 5)
const errors: string[] = []
const log = { error: (...args: unknown[]) => void errors.push(String(args[1])), info: () => {}, debug: () => {} }

let database: Database
let live: LiveBus
let home: string

const row = async () => (await database.db.select().from(engineState).where(eq(engineState.userId, home)))[0]!
const tick = (at: number) => runTick({ db: database.db, live, log, now: () => new Date(at), intervalMs: MINUTE, instanceId: 'a' })
const stopped = () => database.db.select().from(alerts).where(and(eq(alerts.userId, home), eq(alerts.dedupeKey, 'engine:stopped')))

beforeAll(async () => {
  database = await freshDatabase()
  live = await createLiveBus()
  home = (await makers(database.db).circle()).id
  const [hall] = await database.db.insert(devices).values({ userId: home, name: 'Hall', location: 'Hallway', deviceId: 'EF-HALL' }).returning()
  // two days of someone about every 20 minutes from 07:00 to 22:00
  const rows = []
  for (let t = day0; t < day0 + 2 * 24 * HOUR; t += 20 * MINUTE) {
    const hour = ((t - day0) % (24 * HOUR)) / HOUR
    if (hour >= 7 && hour < 22) rows.push({ deviceId: hall!.id, userId: home, timestamp: new Date(t), motionDetected: true, createdAt: new Date(t) })
  }
  await database.db.insert(motionEvents).values(rows)
})
afterAll(async () => {
  await live.close()
  await database.close()
})

/** The state as an early engine saved it: quiet profiles of { max, days, lastDay }, no `spells` */
function asEarlyEngineSavedIt(state: Record<string, unknown>) {
  const quiet = state.quiet as { all: Record<string, unknown>; rooms: Record<string, Record<string, unknown>>; devices: Record<string, Record<string, unknown>> }
  for (const profile of [quiet.all, ...Object.values(quiet.rooms), ...Object.values(quiet.devices)]) {
    const max = profile.max as number[]
    delete profile.spells
    profile.days = max.map(() => 1)
    profile.lastDay = max.map(() => 0)
  }
  return state
}

describe('a home whose saved state this engine cannot read', () => {
  // today's engine first reads the old profiles as the day closes (it fades them): every tick from midnight throws
  const start = day0 + 3 * 24 * HOUR
  it('throws on every tick at first, and is not yet thrown away', async () => {
    await tick(start - 10 * MINUTE)
    const learned = stateOfRow(await row()) as Record<string, unknown>
    expect(learned).not.toBeNull()
    await database.db.update(engineState).set({ packedState: encodeState(asEarlyEngineSavedIt(learned)) }).where(eq(engineState.userId, home))
    for (let m = 0; m < FAILING_MINUTES; m++) expect((await tick(start + m * MINUTE)).failed).toBe(1)
    expect(await row()).toMatchObject({ failingSince: new Date(start), rebuiltAt: null })
    expect((await row()).packedState).not.toBeNull()
  })

  const hallId = async () => (await database.db.select().from(devices).where(eq(devices.userId, home)))[0]!.id
  const openAlert = async (dedupeKey: string, createdAt: number, source: string) => {
    const type = dedupeKey.startsWith('offline') ? 'sensor_offline' : 'emergency'
    await database.db.insert(alerts).values({ userId: home, type, severity: 'medium', title: dedupeKey, description: dedupeKey, dedupeKey, metadata: { source }, createdAt: new Date(createdAt) })
  }
  const isOpen = async (dedupeKey: string) => (await database.db.select().from(alerts).where(and(eq(alerts.userId, home), eq(alerts.dedupeKey, dedupeKey))))[0]!.isResolved === false

  it('is rebuilt from the stored events after 10 minutes of failing, and evaluated again from the next tick', async () => {
    // what the old state had raised and left open: the hall 'offline' yesterday morning (it reported again until 21:40),
    // and an Emergency button press, which is not the engine's
    await openAlert(`offline:${await hallId()}`, day0 + 24 * HOUR + 10 * HOUR, 'engine')
    await openAlert('emergency:manual', day0 + 24 * HOUR + 10 * HOUR, 'button')
    expect((await tick(start + FAILING_MINUTES * MINUTE)).failed).toBe(1)
    expect(await row()).toMatchObject({ packedState: null, lastEventId: 0, rebuiltAt: new Date(start + FAILING_MINUTES * MINUTE) })
    expect(errors.at(-1)).toBe('engine: this home could not be evaluated for 10 min; its state is rebuilt from the stored events')

    expect(await tick(start + (FAILING_MINUTES + 1) * MINUTE)).toEqual({ evaluated: 1, failed: 0 })
    const rebuilt = await row()
    expect(rebuilt.failingSince).toBeNull()
    const state = stateOfRow(rebuilt) as { lastInsideAt: number }
    // every stored event read again: the last one, at 21:40 yesterday, is where the person was last seen
    expect(state.lastInsideAt).toBe(day0 + 24 * HOUR + 21 * HOUR + 40 * MINUTE)
    expect(await stopped()).toEqual([])
  })

  it("takes on the engine's alerts the old state left open, and closes each as its cause clears", async () => {
    const offline = `offline:${await hallId()}`
    const state = stateOfRow(await row()) as { open: Record<string, unknown> }
    expect(state.open[offline]).toEqual({ type: 'sensor_offline', severity: 'medium', raisedAt: day0 + 24 * HOUR + 10 * HOUR })
    expect(state.open['emergency:manual']).toBeUndefined()
    expect(await isOpen(offline)).toBe(true)
    expect(await tick(start + (FAILING_MINUTES + 2) * MINUTE)).toEqual({ evaluated: 1, failed: 0 })
    // the sensor reported after that alert was raised: closed by the engine, as it closes its own
    expect(await isOpen(offline)).toBe(false)
    expect(await isOpen('emergency:manual')).toBe(true)
  })
})

describe('a home that still cannot be evaluated after its rebuild', () => {
  const start = day0 + 3 * 24 * HOUR + 20 * HOUR
  it("tells the circle 'Monitoring has stopped' 10 minutes after the rebuild, and closes it once evaluated again", async () => {
    // a time zone the engine refuses: every evaluation throws, rebuilt or not
    await database.db.update(users).set({ timeZone: 'Mars/Olympus_Mons' }).where(eq(users.id, home))
    for (let m = 0; m <= FAILING_MINUTES; m++) await tick(start + m * MINUTE)
    // rebuilt a day ago at most: not again, and the circle is told instead once it has failed 10 more minutes
    const rebuiltAt = (await row()).rebuiltAt
    expect(rebuiltAt).toEqual(new Date(day0 + 3 * 24 * HOUR + FAILING_MINUTES * MINUTE))
    const [alert] = await stopped()
    expect(alert).toMatchObject({ type: 'sensor_offline', severity: 'high', title: 'Monitoring has stopped', isResolved: false })
    expect(alert!.description).toBe(
      "Hearthwatch has not been able to check this home for 10 min because of an error on its server, so a fall or a long quiet spell would not be noticed. Whoever runs Hearthwatch can see the error in the server's log.",
    )

    await database.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, home))
    expect((await tick(start + (FAILING_MINUTES + 1) * MINUTE)).failed).toBe(0)
    const [closed] = await stopped()
    expect(closed).toMatchObject({ isResolved: true, resolvedBy: null })
    expect((await row()).failingSince).toBeNull()
  })
})

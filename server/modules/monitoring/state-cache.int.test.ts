// Two server processes on one database, each keeping the circles' bases in its memory between ticks
// (state-cache.ts): what one keeps must never stand for what the other, or anyone, wrote since.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineState } from '../../db/platform-schema'
import { devices, motionEvents } from '../../db/schema'
import type { Database } from '../../lib/db'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import type { EngineState } from '../../engine/types'
import { stateOfRow } from './engine-state.repository'
import { ensureEngineRows } from './claims.repository'
import { evaluateBatch } from './monitoring.service'
import { runTick } from './scheduler'
import { BaseCache } from './state-cache'
import { encodeState } from './state-codec'

const MINUTE = 60_000
const start = Date.UTC(2026, 10, 2, 9)
const silent = { error: (o: unknown) => console.error(o), info: () => {}, debug: () => {} }
let database: Database
let live: LiveBus

beforeAll(async () => {
  database = await freshDatabase()
  live = await createLiveBus()
})
afterAll(async () => {
  await live.close()
  await database.close()
})

/** A home with a kitchen and a bedroom sensor, seen in the kitchen at the start */
async function home() {
  const { id } = await makers(database.db).circle()
  const made = await database.db
    .insert(devices)
    .values(['Kitchen', 'Bedroom'].map((room) => ({ userId: id, name: room, location: room, deviceId: `MSH-${room.toUpperCase()}-${id.slice(0, 6)}` })))
    .returning()
  const sensor = (room: string) => made.find((d) => d.location === room)!.id
  const seen = async (room: string, at: number) => {
    await database.db.insert(motionEvents).values({ deviceId: sensor(room), userId: id, timestamp: new Date(at), motionDetected: true, createdAt: new Date(at) })
  }
  await seen('Kitchen', start)
  return { id, seen, sensor }
}

/** A tick of one process at `at` (a minute's ticks apart: each circle is due) */
const tick = (instanceId: string, bases: BaseCache, at: number) => runTick({ db: database.db, live, log: silent, now: () => new Date(at), intervalMs: MINUTE, instanceId, bases })

/** A process that writes patches however much changed (a new home's young state changes too much of itself for the usual share) */
const patching = () => new BaseCache(64 * 1024 * 1024, 1)

const stored = async (id: string) => stateOfRow((await database.db.select().from(engineState).where(eq(engineState.userId, id)))[0]!) as EngineState

describe('the bases two processes keep in memory', () => {
  it('are passed over once the other process wrote the whole state again', async () => {
    const { id, seen, sensor } = await home()
    const a = patching()
    // the other process writes the whole state at every tick
    const b = new BaseCache(64 * 1024 * 1024, 0)
    await tick('a', a, start + MINUTE)
    await tick('a', a, start + 2 * MINUTE)
    expect(a.get(id)).toBeDefined()
    // B takes the circle over (A was busy) and learns that she went to the bedroom
    await seen('Bedroom', start + 2.5 * MINUTE)
    await tick('b', b, start + 3 * MINUTE)
    expect((await stored(id)).lastDeviceKey).toBe(sensor('Bedroom'))
    // back to A, nothing new: what A keeps is from before the bedroom
    await tick('a', a, start + 4 * MINUTE)
    const state = await stored(id)
    expect(state.lastDeviceKey).toBe(sensor('Bedroom'))
    expect(state.lastInsideAt).toBe(start + 2.5 * MINUTE)
    expect(state.clock).toBe(start + 4 * MINUTE)
  })

  it('are passed over when the state was begun again, or put in place whole, by any other writer', async () => {
    const { id, seen, sensor } = await home()
    const a = patching()
    await tick('a', a, start + MINUTE)
    await seen('Bedroom', start + 1.5 * MINUTE)
    await tick('a', a, start + 2 * MINUTE)
    // the row now holds A's base and a patch with the bedroom in it
    expect((await database.db.select().from(engineState).where(eq(engineState.userId, id)))[0]!.statePatch).not.toBeNull()
    const withBedroom = await stored(id)

    // a state put in place whole (a backup's, a tool's) where she was last seen in the kitchen
    const putBack = { ...withBedroom, lastDeviceKey: sensor('Kitchen'), lastRoom: 'kitchen', lastInsideAt: start }
    await database.db.update(engineState).set({ packedState: encodeState(putBack) }).where(eq(engineState.userId, id))
    await tick('a', a, start + 3 * MINUTE)
    expect((await stored(id)).lastDeviceKey).toBe(sensor('Kitchen'))

    // the state emptied to be begun again from every stored event, as after it kept failing (engine-failure.ts)
    await database.db.update(engineState).set({ packedState: null, state: null, lastEventId: 0 }).where(eq(engineState.userId, id))
    await tick('a', a, start + 4 * MINUTE)
    const begunAgain = await stored(id)
    expect(begunAgain.startedAt).toBe(start)
    expect(begunAgain.lastDeviceKey).toBe(sensor('Bedroom'))
    expect(begunAgain.lastInsideAt).toBe(start + 1.5 * MINUTE)
  })

  it('let a process that keeps a circle read only its patch, and give the same state as one that keeps nothing', async () => {
    const { id, seen } = await home()
    const a = patching()
    for (let m = 1; m <= 5; m++) {
      await seen('Kitchen', start + (m - 0.5) * MINUTE)
      await tick('a', a, start + m * MINUTE)
    }
    const kept = a.get(id)!
    const row = (await database.db.select().from(engineState).where(eq(engineState.userId, id)))[0]!
    // still the base written at the first tick: only patches since
    expect(row.baseId).toBe(kept.id)
    expect(row.statePatch).not.toBeNull()
    // a process just started (keeping nothing) reads the same state
    const fresh = patching()
    await tick('b', fresh, start + 6 * MINUTE)
    await tick('a', a, start + 7 * MINUTE)
    expect((await stored(id)).clock).toBe(start + 7 * MINUTE)
    expect((await stored(id)).lastInsideAt).toBe(start + 4.5 * MINUTE)
  })

  it('with no cache (ENGINE_STATE_CACHE_MB=0) are read with their patch at every tick, giving the same states as a process keeping them', async () => {
    const [h1, h2] = [await home(), await home()]
    await ensureEngineRows(database.db)
    const off = new BaseCache(0, 1)
    const on = patching()
    const step = (bases: BaseCache, id: string, at: number) => evaluateBatch({ db: database.db, live, bases }, [id], new Date(at), (_, err) => { throw err }, MINUTE)
    const firstBase = { h1: '', h2: '' }
    for (let m = 1; m <= 6; m++) {
      const room = m % 2 === 0 ? 'Bedroom' : 'Kitchen'
      await h1.seen(room, start + (m - 0.5) * MINUTE)
      await h2.seen(room, start + (m - 0.5) * MINUTE)
      await step(off, h1.id, start + m * MINUTE)
      await step(on, h2.id, start + m * MINUTE)
      const rows = await database.db.select().from(engineState).where(eq(engineState.userId, h1.id))
      if (m === 1) firstBase.h1 = rows[0]!.baseId
      else expect(rows[0]!.statePatch).not.toBeNull()
    }
    expect(off.size).toEqual({ circles: 0, bytes: 0 })
    expect(on.has(h2.id)).toBe(true)
    // still the first tick's base: every later tick read it and its patch, and wrote a patch
    expect((await database.db.select().from(engineState).where(eq(engineState.userId, h1.id)))[0]!.baseId).toBe(firstBase.h1)
    const same = (state: EngineState, h: typeof h1) => JSON.stringify(state).replaceAll(h.sensor('Kitchen'), 'kitchen').replaceAll(h.sensor('Bedroom'), 'bedroom')
    const [s1, s2] = [await stored(h1.id), await stored(h2.id)]
    expect(s1.lastInsideAt).toBe(start + 5.5 * MINUTE)
    expect(same(s1, h1)).toBe(same(s2, h2))
  })

  it('after a restart with room for less than a base, read it and its patch at every tick and write patches on it, giving the same states', async () => {
    const [h1, h2] = [await home(), await home()]
    await ensureEngineRows(database.db)
    const step = (bases: BaseCache, id: string, at: number) => evaluateBatch({ db: database.db, live, bases }, [id], new Date(at), (_, err) => { throw err }, MINUTE)
    const row = async (id: string) => (await database.db.select().from(engineState).where(eq(engineState.userId, id)))[0]!
    const before = patching()
    const throughout = patching()
    let restarted: BaseCache | null = null
    let baseId = ''
    for (let m = 1; m <= 6; m++) {
      const room = m % 2 === 0 ? 'Bedroom' : 'Kitchen'
      await h1.seen(room, start + (m - 0.5) * MINUTE)
      await h2.seen(room, start + (m - 0.5) * MINUTE)
      if (m === 4) {
        // the server restarts with a cap the base no longer fits (ENGINE_STATE_CACHE_MB lowered, or the base grew)
        expect(before.has(h1.id)).toBe(true)
        baseId = (await row(h1.id)).baseId
        restarted = new BaseCache(Math.floor(before.size.bytes / 2), 1)
      }
      await step(restarted ?? before, h1.id, start + m * MINUTE)
      await step(throughout, h2.id, start + m * MINUTE)
      if (restarted) expect([restarted.size.circles, (await row(h1.id)).baseId, (await row(h1.id)).statePatch === null]).toEqual([0, baseId, false])
    }
    const same = (state: EngineState, h: typeof h1) => JSON.stringify(state).replaceAll(h.sensor('Kitchen'), 'kitchen').replaceAll(h.sensor('Bedroom'), 'bedroom')
    const [s1, s2] = [await stored(h1.id), await stored(h2.id)]
    expect([s1.clock, s1.lastDeviceKey, s1.lastInsideAt]).toEqual([start + 6 * MINUTE, h1.sensor('Bedroom'), start + 5.5 * MINUTE])
    expect(same(s1, h1)).toBe(same(s2, h2))
  })

  it('with room for one circle, keep one and read the other whole, drop the least recently used once no tick wants it, and give the right states', async () => {
    const homes = [await home(), await home()]
    await ensureEngineRows(database.db)
    const probe = patching()
    const at = { now: start + 10 * MINUTE }
    await evaluateBatch({ db: database.db, live, bases: probe }, [homes[0]!.id], new Date(at.now), (_, err) => { throw err }, MINUTE)
    // room for one such base and a half: two never fit
    const tiny = new BaseCache(Math.floor(probe.size.bytes * 1.5), 1, () => at.now)
    const step = async (ids: string[]) => evaluateBatch({ db: database.db, live, bases: tiny }, ids, new Date(at.now), (_, err) => { throw err }, MINUTE)

    at.now += MINUTE
    await step(homes.map((h) => h.id))
    // whichever was written first is kept
    const [a, b] = tiny.has(homes[0]!.id) ? [homes[0]!, homes[1]!] : [homes[1]!, homes[0]!]
    expect([tiny.has(a.id), tiny.has(b.id)]).toEqual([true, false])
    for (let m = 1; m <= 3; m++) {
      await a.seen('Bedroom', at.now + 0.5 * MINUTE)
      await b.seen('Kitchen', at.now + 0.5 * MINUTE)
      at.now += MINUTE
      await step([a.id, b.id])
    }
    expect([tiny.has(a.id), tiny.has(b.id)]).toEqual([true, false])
    expect((await stored(a.id)).lastDeviceKey).toBe(a.sensor('Bedroom'))
    expect((await stored(b.id)).lastInsideAt).toBe(at.now - 0.5 * MINUTE)

    // a is no longer evaluated here (another process took it): past 15 minutes b takes its room
    await b.seen('Bedroom', at.now + 10 * MINUTE)
    at.now += 20 * MINUTE
    await step([b.id])
    expect([tiny.has(a.id), tiny.has(b.id)]).toEqual([false, true])
    await a.seen('Kitchen', at.now + 0.5 * MINUTE)
    at.now += MINUTE
    await step([a.id, b.id])
    expect([tiny.has(a.id), tiny.has(b.id)]).toEqual([false, true])
    const [sa, sb] = [await stored(a.id), await stored(b.id)]
    expect([sa.clock, sa.lastDeviceKey, sa.lastInsideAt]).toEqual([at.now, a.sensor('Kitchen'), at.now - 0.5 * MINUTE])
    expect([sb.clock, sb.lastDeviceKey, sb.lastInsideAt]).toEqual([at.now, b.sensor('Bedroom'), at.now - 11 * MINUTE])
  })
})

// What a stop or a crash in the middle of a tick leaves behind: a stop ends after the batch in hand
// (even while circles keep falling due), and claims of a process that died on this host are taken
// over at the next tick instead of leaving those homes unwatched until the lease lapses.
import { spawnSync } from 'node:child_process'
import { inArray, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineState } from '../../db/platform-schema'
import type { Database } from '../../lib/db'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { hostname } from 'node:os'
import { defaultInstanceId, hostId, runTick, startScheduler } from './scheduler'

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} }
let database: Database
let live: LiveBus
const homes: string[] = []

beforeAll(async () => {
  database = await freshDatabase()
  live = await createLiveBus()
  for (let i = 0; i < 6; i++) homes.push((await makers(database.db).circle()).id)
})
afterAll(async () => {
  await live.close()
  await database.close()
})

describe('stopping the scheduler', () => {
  it('ends the tick after the batch in hand while circles keep falling due, and holds no claim', async () => {
    // each reading of the clock is 20 s later: circles fall due again within a few batches, so a tick
    // that claims until nothing is due never ends
    let clock = Date.UTC(2026, 9, 1)
    const now = () => new Date((clock += 20_000))
    const scheduler = startScheduler({ db: database.db, live, log: silent, now, intervalMs: 60_000, instanceId: 'stopping', batchSize: 2 })
    const evaluated = async () => (await database.db.select().from(engineState).where(isNotNull(engineState.lastEvaluatedAt))).length
    // the first tick (a second after the start) is under way once a home has been evaluated
    for (let waited = 0; (await evaluated()) === 0 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50))
    expect(await evaluated()).toBeGreaterThan(0)

    const started = Date.now()
    await Promise.race([scheduler.stop(), new Promise((_, reject) => setTimeout(() => reject(new Error('stop() still waiting after 5 s')), 5_000))])
    expect(Date.now() - started).toBeLessThan(5_000)
    const claimed = await database.db.select().from(engineState).where(isNotNull(engineState.claimedBy))
    expect(claimed).toEqual([])
  })
})

describe('a tick slower than the interval', () => {
  it('ends after an interval of batches instead of claiming circles that fell due again forever', async () => {
    // each reading of the clock is 20 s later, as on a machine where a pass takes longer than the interval
    let clock = Date.UTC(2026, 9, 2)
    const now = () => new Date((clock += 20_000))
    const ticking = runTick({ db: database.db, live, log: silent, now, intervalMs: 60_000, instanceId: 'slow', batchSize: 2 })
    const result = await Promise.race([ticking, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the tick is still going after 5 s')), 5_000))])
    expect(result.evaluated).toBeGreaterThan(0)
  })
})

describe('claims left by a process that died mid-tick', () => {
  const host = hostId
  const deadPid = spawnSync(process.execPath, ['-e', '']).pid
  const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000 - 1_000)

  async function claim(clientId: string, claimedBy: string, claimedUntil = inFiveMinutes()) {
    await database.db.update(engineState).set({ claimedBy, claimedUntil, lastEvaluatedAt: null }).where(inArray(engineState.userId, [clientId]))
  }

  it('names this host with its pid namespace, so that containers sharing a host name never judge each other\'s pids', () => {
    expect(defaultInstanceId()).toMatch(new RegExp(`^${hostname()}~\\d+:${process.pid}:[0-9a-f]{6}$`))
  })

  it('takes over at once the homes claimed by a process of this host that is no longer running', async () => {
    const [ofDead, ofLive, ofOtherHost, , , ofOtherNamespace] = homes
    await claim(ofDead!, `${host}:${deadPid}:a1b2c3`)
    // the test runner's parent process is running; another host's process cannot be checked from here
    await claim(ofLive!, `${host}:${process.ppid}:d4e5f6`)
    await claim(ofOtherHost!, `another-${host}:${deadPid}:a1b2c3`)
    // a container of the same name in another pid namespace (host networking): its pids are not ours to check
    await claim(ofOtherNamespace!, `${host.split('~')[0]}~1:${deadPid}:a1b2c3`)

    const tickId = `${host}:${process.pid}:tick01`
    await runTick({ db: database.db, live, log: silent, intervalMs: 60_000, instanceId: tickId })
    const rows = await database.db.select().from(engineState).where(inArray(engineState.userId, [ofDead!, ofLive!, ofOtherHost!, ofOtherNamespace!]))
    const byHome = new Map(rows.map((r) => [r.userId, r]))
    expect(byHome.get(ofDead!)).toMatchObject({ claimedBy: null, lastEvaluatedAt: expect.any(Date) })
    expect(byHome.get(ofLive!)).toMatchObject({ claimedBy: `${host}:${process.ppid}:d4e5f6`, lastEvaluatedAt: null })
    expect(byHome.get(ofOtherHost!)).toMatchObject({ claimedBy: `another-${host}:${deadPid}:a1b2c3`, lastEvaluatedAt: null })
    expect(byHome.get(ofOtherNamespace!)).toMatchObject({ claimedBy: `${host.split('~')[0]}~1:${deadPid}:a1b2c3`, lastEvaluatedAt: null })
  })

  it("takes over the claims of this pid's earlier life (a container's server is pid 1 again), not its own", async () => {
    const [, , , earlier, current] = homes
    // claimed a second before this process started, its lease still running (a test process is
    // minutes old at most)
    const claimedBeforeStart = new Date(Date.now() - process.uptime() * 1000 - 1_000 + 5 * 60_000)
    expect(claimedBeforeStart.getTime()).toBeGreaterThan(Date.now())
    await claim(earlier!, `${host}:${process.pid}:0ld0ld`, claimedBeforeStart)
    await claim(current!, `${host}:${process.pid}:n0wn0w`)

    await runTick({ db: database.db, live, log: silent, intervalMs: 60_000, instanceId: `${host}:${process.pid}:tick02` })
    const rows = await database.db.select().from(engineState).where(inArray(engineState.userId, [earlier!, current!]))
    const byHome = new Map(rows.map((r) => [r.userId, r]))
    expect(byHome.get(earlier!)).toMatchObject({ claimedBy: null, lastEvaluatedAt: expect.any(Date) })
    expect(byHome.get(current!)).toMatchObject({ claimedBy: `${host}:${process.pid}:n0wn0w`, lastEvaluatedAt: null })
  })
})

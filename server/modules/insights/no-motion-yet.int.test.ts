// A home that has heard no sensor has no insights. The scheduler keeps a state for every circle from its
// first run after sign-up; insights read from that state must not turn into the neutral scores of a home
// with a little history (70 everywhere beside 'Monitoring Not Started'), but stay 'no motion data yet'.
import { describe, expect, it } from 'vitest'
import { startOfLocalDay } from '../../../contracts/local-day'
import { devices, motionEvents } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { runTick } from '../monitoring/scheduler'

// each test makes its own homes, signed in as they need; the scheduler's ticks tell the app's live bus
const t = useSignedInApp({}, { live: true })
const silent = { error: () => {}, info: () => {}, debug: () => {} }

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const tick = () => runTick({ db: t.db, live: t.live, log: silent, intervalMs: 60_000, instanceId: 'test' })

/** What the dashboard reads for a home: the three insights and the stats */
async function readAll(cookie: string, deviceId?: string) {
  const [score, patterns, fallRisk, stats] = await Promise.all([
    get(cookie, '/api/ml/health-score'),
    get(cookie, '/api/ml/behavioral-patterns'),
    deviceId ? get(cookie, `/api/ml/fall-risk-assessment?deviceId=${deviceId}`) : null,
    get(cookie, '/api/dashboard/stats'),
  ])
  return { score, patterns, fallRisk, stats: stats.json() }
}

function expectNoMotionYet(res: { statusCode: number; json: () => { message: string } } | null) {
  if (!res) return
  expect(res.statusCode).toBe(404)
  expect(res.json().message).toMatch(/^No motion data yet/)
}

describe('a home that has heard no sensor', () => {
  it('has no health score, patterns or fall risk, before and after the scheduler has made a state for it', async () => {
    const empty = await t.make.circle({ firstName: 'Pat', lastName: 'Quinn' })
    const fitted = await t.make.circle()
    const [sensor] = await t.db.insert(devices).values({ userId: fitted.id, name: 'Hallway', deviceId: `MSH-${fitted.id.slice(0, 8)}`, location: 'Hallway' }).returning()
    const homes = [
      { cookie: await t.signIn(empty), deviceId: undefined },
      { cookie: await t.signIn(fitted), deviceId: sensor!.id },
    ]

    const before = await Promise.all(homes.map((h) => readAll(h.cookie, h.deviceId)))
    await tick()
    const after = await Promise.all(homes.map((h) => readAll(h.cookie, h.deviceId)))

    for (const read of [...before, ...after]) {
      expectNoMotionYet(read.score)
      expectNoMotionYet(read.patterns)
      expectNoMotionYet(read.fallRisk)
      expect(read.stats).toMatchObject({ lastMotionAt: null, engine: null })
    }
    // its activity score is the engine's neutral 70, said to be no measure (no sensors, or none heard)
    for (const read of after) expect(read.stats).toMatchObject({ activityScore: 70, activityScoreUnknown: 'Scored once the sensors have reported' })
    // the stats answer as they did before the first tick
    expect(after.map((a) => a.stats)).toEqual(before.map((b) => b.stats))
  })

  it('has its first insights once a sensor reports, neutral while there is little history', async () => {
    const home = await t.make.circle()
    const [sensor] = await t.db.insert(devices).values({ userId: home.id, name: 'Kitchen', deviceId: `MSH-${home.id.slice(0, 8)}`, location: 'Kitchen' }).returning()
    const cookie = await t.signIn(home)
    await tick()
    // a minute ago, or at midnight in its first minute: the home (on UTC) first heard a sensor today, its day 1
    const now = new Date()
    const at = new Date(Math.max(now.getTime() - 60_000, startOfLocalDay(now, 'UTC').getTime()))
    await t.db.insert(motionEvents).values({ deviceId: sensor!.id, userId: home.id, timestamp: at, motionDetected: true })

    const { score, patterns, fallRisk, stats } = await readAll(cookie, sensor!.id)
    expect(score.statusCode).toBe(200)
    expect(score.json()).toMatchObject({ activityLevel: 70, routineStability: 70 })
    expect(patterns.statusCode).toBe(200)
    expect(fallRisk!.statusCode).toBe(200)
    expect(stats.engine).toMatchObject({ isLearning: true, learningDay: 1 })
    // measured against a day of routine at most: said to wait for the learned routine
    expect(stats.activityScoreUnknown).toBe('Scored once the routine is learned')
  })
})

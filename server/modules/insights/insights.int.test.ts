import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { alerts, devices, motionEvents, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { dashboardStats, SIMULATION_REFUSED } from './insights.service'

// the demo's history ends an hour ago: the last hour is the door test's own, whatever today's date
const t = useSignedInApp({ carer: { demo: 'carer' }, client: { demo: 'client' } }, { demo: true })
const MINUTE = 60_000
const HOUR = 60 * MINUTE

const get = (who: string, url: string) => t.as(who, 'GET', url)

describe('insights from the engine', () => {
  it('gives the dashboard its stats from a month of history', async () => {
    const res = await get('carer', '/api/dashboard/stats')
    expect(res.statusCode).toBe(200)
    const stats = res.json()
    expect(stats).toMatchObject({ alertsToday: 0, totalDevices: 6, activeDevices: 6, engine: { isLearning: false, learningLabel: null } })
    expect(stats.activityScore).toBeGreaterThanOrEqual(0)
    expect(stats.activityScore).toBeLessThanOrEqual(100)
    expect(new Date(stats.lastMotionAt).getTime()).toBeGreaterThan(Date.now() - 2 * 86_400_000)
  })

  it('scores health with reasons that follow from the numbers', async () => {
    const score = (await get('carer', '/api/ml/health-score')).json()
    for (const key of ['overallScore', 'activityLevel', 'sleepQuality', 'routineStability', 'socialEngagement']) {
      expect(score[key]).toBeGreaterThanOrEqual(0)
      expect(score[key]).toBeLessThanOrEqual(100)
    }
    expect(Array.isArray(score.riskFactors)).toBe(true)
    expect(Array.isArray(score.recommendations)).toBe(true)
    const patterns = (await get('client', '/api/ml/behavioral-patterns')).json()
    expect(Array.isArray(patterns)).toBe(true)
  })

  it('does not score social engagement while no front door is switched on: no outing can be seen', async () => {
    const before = (await get('carer', '/api/ml/health-score')).json()
    expect(before.unscored).not.toContain('socialEngagement')
    await t.db.update(devices).set({ isActive: false }).where(eq(devices.deviceId, 'MSH-DEMODOR1'))
    try {
      const score = (await get('carer', '/api/ml/health-score')).json()
      expect(score.unscored).toContain('socialEngagement')
      expect(score.riskFactors.join(' ')).not.toMatch(/Rarely goes out|Little time out of the home/)
      expect(score.recommendations).toContain('Social engagement is not scored: no front-door sensor is fitted, so outings cannot be seen.')
    } finally {
      await t.db.update(devices).set({ isActive: true }).where(eq(devices.deviceId, 'MSH-DEMODOR1'))
    }
  })

  it('does not score the activity level in a home with a pet and only motion sensors inside: any of them may be the pet (decision 0145)', async () => {
    const before = (await get('carer', '/api/ml/health-score')).json()
    expect(before.unscored).not.toContain('activityLevel')
    await t.db.update(users).set({ petsAtHome: true }).where(eq(users.id, t.ids.client!))
    try {
      const score = (await get('carer', '/api/ml/health-score')).json()
      expect(score.unscored).toEqual(['activityLevel'])
      expect(score.unscoredWhy).toEqual({ activityLevel: 'No sensor a pet cannot set off' })
      expect(score.recommendations).toContain('Activity level is not scored: with a pet at home, these sensors cannot tell its movement from theirs.')
      expect(score.riskFactors.join(' ')).not.toContain('Activity at home is down')
      // the overall score is the other three, weighed as before
      expect(score.overallScore).toBe(Math.round((0.3 * score.sleepQuality + 0.25 * score.routineStability + 0.15 * score.socialEngagement) / 0.7))
      // nor is less activity looked for there
      const patterns = (await get('carer', '/api/ml/behavioral-patterns')).json() as { anomalyType: string; description: string }[]
      expect(patterns.map((p) => p.anomalyType)).not.toContain('less_activity')
      expect(patterns.map((p) => p.description).join(' ')).not.toContain('activity at home')
    } finally {
      await t.db.update(users).set({ petsAtHome: false }).where(eq(users.id, t.ids.client!))
    }
  })

  it('assesses fall risk for a chosen sensor only', async () => {
    const [device] = (await get('carer', '/api/devices')).json() as { id: string }[]
    const risk = (await get('carer', `/api/ml/fall-risk-assessment?deviceId=${device!.id}`)).json()
    expect(risk).toMatchObject({ emergencyLevel: expect.stringMatching(/low|medium|high|critical/), isFall: expect.any(Boolean) })
    expect(risk.confidence).toBeGreaterThanOrEqual(0)
    const missing = await get('carer', '/api/ml/fall-risk-assessment')
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', details: { deviceId: expect.any(Array) } })
  })

  it('derives door activity from the front door and the movement around it', async () => {
    // The demo goes out on about half its days, by date: some weeks of its history have no outing.
    // So this test makes its own, in the hour the demo leaves empty: about in the hallway, out the
    // door, half an hour of quiet, back in through the door and about in the hallway again.
    const sensors = await t.db.select().from(devices).where(inArray(devices.deviceId, ['MSH-DEMODOR1', 'MSH-DEMOHAL1']))
    const door = sensors.find((d) => d.kind === 'door')!
    const hallway = sensors.find((d) => d.kind !== 'door')!
    const leftAt = new Date(Date.now() - 50 * MINUTE)
    const backAt = new Date(Date.now() - 20 * MINUTE)
    const event = (device: typeof door, at: Date, secondsAfter: number, motionDetected = true) => ({
      deviceId: device.id,
      userId: device.userId,
      timestamp: new Date(at.getTime() + secondsAfter * 1000),
      motionDetected,
    })
    await t.db
      .insert(motionEvents)
      .values([event(hallway, leftAt, -20), event(door, leftAt, 0), event(door, leftAt, 15, false), event(door, backAt, 0), event(door, backAt, 15, false), event(hallway, backAt, 5)])

    const events = (await get('carer', '/api/door-events')).json() as { eventType: string; confidence: number; timestamp: string }[]
    expect(events.slice(0, 2).map((e) => [e.eventType, e.timestamp])).toEqual([
      ['entered', backAt.toISOString()],
      ['left', leftAt.toISOString()],
    ])
    for (const e of events) expect(e.confidence).toBeGreaterThanOrEqual(70)
    const times = events.map((e) => new Date(e.timestamp).getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('counts motion per sensor per hour for the activity grid, and lists the circle\'s people', async () => {
    const rows = (await get('carer', '/api/activity?hours=48')).json() as { deviceId: string; hourStart: string; count: number }[]
    expect(rows.length).toBeGreaterThan(10)
    for (const r of rows) expect(new Date(r.hourStart).getUTCMinutes()).toBe(0)
    expect((await get('carer', '/api/activity?hours=12')).json()).toMatchObject({ details: { hours: ['hours must be 24 or 48'] } })
    const people = (await get('carer', '/api/circle/members')).json() as { email: string; relationship: string }[]
    expect(people.map((p) => [p.email, p.relationship])).toEqual([
      ['client@hearthwatch.local', 'Client'],
      ['carer@hearthwatch.local', 'Daughter'],
    ])
  })

  it('simulates a few minutes of movement that the stats see at once', async () => {
    const res = await t.as('carer', 'POST', '/api/ml/simulate-motion')
    expect(res.statusCode).toBe(200)
    expect(res.json().events).toBeGreaterThan(0)
    const stats = (await get('carer', '/api/dashboard/stats')).json()
    expect(Date.now() - new Date(stats.lastMotionAt).getTime()).toBeLessThan(60_000)
    expect((await t.as('client', 'POST', '/api/ml/simulate-motion')).statusCode).toBe(403)
  })

  it('refuses to simulate while an inactivity or possible-fall alert is open: made-up movement would close it', async () => {
    const { clientId } = ((await get('carer', '/api/circles')).json() as { clientId: string }[])[0]!
    const [alert] = await t.db
      .insert(alerts)
      .values({ userId: clientId, type: 'inactivity', severity: 'medium', title: 'Unusually quiet', description: 'No movement for 2 h', dedupeKey: 'inactivity' })
      .returning()
    const before = (await get('carer', '/api/dashboard/stats')).json().lastMotionAt
    const refused = await t.as('carer', 'POST', '/api/ml/simulate-motion')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(SIMULATION_REFUSED)
    expect((await get('carer', '/api/dashboard/stats')).json().lastMotionAt).toBe(before)
    await t.db.update(alerts).set({ isResolved: true, resolvedAt: new Date() }).where(eq(alerts.id, alert!.id))
    expect((await t.as('carer', 'POST', '/api/ml/simulate-motion')).statusCode).toBe(200)
  })

  it("does not call a sensor that keeps firing 'last activity': the last movement is the engine's, from before the reports it set aside", async () => {
    const home = await t.make.circle()
    const [hall, kitchen] = await t.db
      .insert(devices)
      .values([
        { userId: home.id, name: 'Hall', location: 'Hallway', deviceId: 'MSH-FIRE-HALL' },
        { userId: home.id, name: 'Kitchen', location: 'Kitchen', deviceId: 'MSH-FIRE-KITCHEN' },
      ])
      .returning()
    const start = Date.now() - 4 * HOUR
    const rows = [{ deviceId: hall!.id, userId: home.id, timestamp: new Date(start - 5 * MINUTE), motionDetected: true }]
    for (let at = start; at < Date.now() - MINUTE; at += 30_000) rows.push({ deviceId: kitchen!.id, userId: home.id, timestamp: new Date(at), motionDetected: true })
    await t.db.insert(motionEvents).values(rows)
    const stats = await dashboardStats(t.db, home.id, 'UTC', new Date())
    // its run counted as someone about for its first 3 h, then was set aside: not 'just now'
    expect(new Date(stats.lastMotionAt!).getTime()).toBeGreaterThanOrEqual(start + 3 * HOUR - MINUTE)
    expect(new Date(stats.lastMotionAt!).getTime()).toBeLessThanOrEqual(start + 3 * HOUR + MINUTE)
  })

  it('gives a home with no history yet a neutral activity score, not "lower than usual"', async () => {
    const home = await t.make.circle()
    const cookie = await t.signIn(home)
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })).json()).toMatchObject({ activityScore: 70, totalDevices: 0, lastMotionAt: null, engine: null })
  })

  it("counts today's alerts from the home's real midnight on the day its clocks change", async () => {
    const home = await t.make.circle()
    const made = (createdAt: string) => ({ userId: home.id, type: 'inactivity' as const, severity: 'medium' as const, title: 'Unusual inactivity', description: 'No movement', createdAt: new Date(createdAt) })
    // London, Sunday 30 March 2025 at 10:00 BST: the day began at 00:00 GMT (the clocks went forward at 01:00)
    await t.db.insert(alerts).values([made('2025-03-29T23:30:00Z'), made('2025-03-30T00:00:00Z')])
    const stats = await dashboardStats(t.db, home.id, 'Europe/London', new Date('2025-03-30T09:00:00Z'))
    expect(stats.alertsToday).toBe(1)
  })
})

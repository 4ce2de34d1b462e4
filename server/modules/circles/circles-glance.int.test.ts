// The home picker says, for each of forty homes, which are still learning their routine (when only a long silence
// alerts) and who is out, without opening each (decision 0104): GET /api/circles carries what the engine's last
// tick said, read for every home in the list's one statement.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CircleSummary } from '../../../contracts/circles'
import { startOfLocalDay } from '../../../contracts/local-day'
import { devices, motionEvents, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { statementsDuring } from '../../test/statements'
import { runTick } from '../monitoring/scheduler'
import { listVisibleCircles } from './circles.service'

const t = useSignedInApp({
  learner: { role: 'client', firstName: 'Lena', lastName: 'Glance' },
  outside: { role: 'client', firstName: 'Otis', lastName: 'Glance' },
  doorOnly: { role: 'client', firstName: 'Dora', lastName: 'Glance' },
  ended: { role: 'client', firstName: 'Edna', lastName: 'Glance' },
  silent: { role: 'client', firstName: 'Sid', lastName: 'Glance' },
  carer: { role: 'carer', in: 'outside' },
  support: 'support',
}, { live: true })
const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }
const MINUTE = 60_000
const now = new Date()
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE)
/** the door was opened 55 minutes ago, to the minute */
const leftAt = new Date(Math.floor(ago(55).getTime() / MINUTE) * MINUTE)
/** and shut behind them 15 s later: the engine counts the outing from the door's last use, as the dashboard says it */
const shutAt = new Date(leftAt.getTime() + 15_000)
/** Otis's hall first reported 5 minutes before he left: his day 1, or day 2 when that was before midnight (the homes are on UTC) */
const hallAt = new Date(leftAt.getTime() - 5 * MINUTE)
const otisDay = hallAt < startOfLocalDay(now, 'UTC') ? 2 : 1

async function sensor(userId: string, name: string, kind: 'motion' | 'door' = 'motion') {
  const [row] = await t.db.insert(devices).values({ userId, name, kind, deviceId: `${name}-${userId.slice(0, 8)}`, location: name }).returning()
  return row!
}
/** stored as they happened: a hub sending live, not a history being uploaded */
const events = (rows: { deviceId: string; userId: string; at: Date; motion?: boolean; door?: 'open' | 'closed' }[]) =>
  t.db.insert(motionEvents).values(
    // a door sensor's 'open' is stored as its motion (ingest.service.ts)
    rows.map((r) => ({ deviceId: r.deviceId, userId: r.userId, timestamp: r.at, createdAt: r.at, motionDetected: r.door ? r.door === 'open' : (r.motion ?? false) })),
  )

beforeAll(async () => {
  const { learner, outside, doorOnly, ended } = t.ids
  // Lena's sensors first reported two days ago: day 3 of her learning week
  const lounge = await sensor(learner!, 'Lounge')
  await events([
    { deviceId: lounge.id, userId: learner!, at: ago(2 * 24 * 60), motion: true },
    { deviceId: lounge.id, userId: learner!, at: ago(5), motion: true },
  ])
  // Otis moved in the lounge, went out of the front door 55 minutes ago, and nothing inside since
  const [hall, door] = [await sensor(outside!, 'Hall'), await sensor(outside!, 'Front door', 'door')]
  await events([
    { deviceId: hall.id, userId: outside!, at: hallAt, motion: true },
    { deviceId: door.id, userId: outside!, at: leftAt, door: 'open' },
    { deviceId: door.id, userId: outside!, at: shutAt, door: 'closed' },
  ])
  // Dora's home watches only its front door: 'out' means nothing there (decision 0031), nor does a learning week
  const front = await sensor(doorOnly!, 'Front door', 'door')
  await events([
    { deviceId: front.id, userId: doorOnly!, at: ago(40), door: 'open' },
    { deviceId: front.id, userId: doorOnly!, at: ago(39), door: 'closed' },
  ])
  // Edna's watching ended after her sensors had reported
  const bedroom = await sensor(ended!, 'Bedroom')
  await events([{ deviceId: bedroom.id, userId: ended!, at: ago(30), motion: true }])
  await runTick({ db: t.db, live: t.live, log: quiet, now: () => now, intervalMs: MINUTE, instanceId: 'test' })
  await t.db.update(users).set({ monitoringEndedAt: now }).where(eq(users.id, ended!))
})

const circlesOf = async (who: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: t.cookie[who]! } })
  expect(res.statusCode).toBe(200)
  return res.json() as CircleSummary[]
}
const glance = (c: CircleSummary | undefined) => c && { learningDay: c.learningDay, isOut: c.isOut, outSince: c.outSince, doorOpenedAt: c.doorOpenedAt }

describe('GET /api/circles: learning and out, for every home', () => {
  it("says which homes are learning (and the day), who is out since when, and nothing where it would mean nothing", async () => {
    const listed = await circlesOf('support')
    const of = (id: string | undefined) => glance(listed.find((c) => c.clientId === id))
    expect(of(t.ids.learner)).toEqual({ learningDay: 3, isOut: false, outSince: null, doorOpenedAt: null })
    expect(of(t.ids.outside)).toEqual({ learningDay: otisDay, isOut: true, outSince: shutAt.toISOString(), doorOpenedAt: null })
    expect(of(t.ids.doorOnly)).toEqual({ learningDay: null, isOut: false, outSince: null, doorOpenedAt: null })
    expect(of(t.ids.ended)).toEqual({ learningDay: null, isOut: false, outSince: null, doorOpenedAt: null })
    // no sensor has reported: learning has not begun
    expect(of(t.ids.silent)).toEqual({ learningDay: null, isOut: false, outSince: null, doorOpenedAt: null })
  })

  it('tells a carer the same of the homes they are in', async () => {
    expect((await circlesOf('carer')).map(glance)).toEqual([{ learningDay: otisDay, isOut: true, outSince: shutAt.toISOString(), doorOpenedAt: null }])
  })

  it('reads it in the same statements as before, however many homes: no read per home', async () => {
    const [staff] = await t.db.select().from(users).where(eq(users.id, t.ids.support!))
    expect(await statementsDuring(t.db, () => listVisibleCircles(t.db, staff!))).toBe(2)
  })

  it('counts the learning day on the clock of now: the week over, the home is no longer said to be learning', async () => {
    const [staff] = await t.db.select().from(users).where(eq(users.id, t.ids.support!))
    const later = (days: number) => listVisibleCircles(t.db, staff!, new Date(now.getTime() + days * 24 * 60 * MINUTE))
    expect((await later(4)).find((c) => c.clientId === t.ids.learner)?.learningDay).toBe(7)
    expect((await later(5)).find((c) => c.clientId === t.ids.learner)?.learningDay).toBeNull()
  })
})

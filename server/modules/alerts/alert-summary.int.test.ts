// GET /api/alerts/summary: the top bar's count and a screen reader's news on every page, at the size
// of the home's open alerts, not of its history (decision 0088)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUMMARY_CLOSED_LISTED, SUMMARY_CLOSED_MINUTES, type CircleAlertSummary, type ResolvedAlertCount } from '../../../contracts/alerts'
import { OPENAPI_PATH } from '../docs/docs.routes'
import { alerts } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'
import { RESOLVED_ALERTS_LISTED } from './alerts.repository'
import { raiseAlert } from './alerts.service'
import { quietAlert } from '../../test/quiet-alert'

let t: Awaited<ReturnType<typeof startTestApp>>
const bus = await createLiveBus()
const ids = { home: '', carer: '', stranger: '' }
const cookies = { carer: '', stranger: '' }
const MINUTE = 60_000

beforeAll(async () => {
  t = await startTestApp({}, undefined, bus)
  const make = makers(t.db)
  const home = await make.circle()
  const carer = await make.user('carer')
  const stranger = await make.user('carer')
  await make.member(home.id, carer.id)
  Object.assign(ids, { home: home.id, carer: carer.id, stranger: stranger.id })
  cookies.carer = await signIn(t.app, carer.email!, TEST_PASSWORD)
  cookies.stranger = await signIn(t.app, stranger.email!, TEST_PASSWORD)
})
afterAll(() => t.close())

const get = (url: string, cookie = cookies.carer, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } })
const summary = async () => {
  const res = await get(`/api/alerts/summary?clientId=${ids.home}`)
  expect(res.statusCode).toBe(200)
  return res.json() as CircleAlertSummary
}
const openInList = async () => ((await get(`/api/alerts?clientId=${ids.home}`)).json() as { isResolved: boolean }[]).filter((a) => !a.isResolved).length
const quiet = (dedupeKey: string) => quietAlert(ids.home, dedupeKey)

describe('the home alerts in brief', () => {
  it("counts the open alerts as the Alerts page's list does, without the list's history", async () => {
    const now = Date.now()
    const resolved = (i: number, closedMinutesAgo: number) => ({
      userId: ids.home,
      type: 'inactivity' as const,
      severity: 'low' as const,
      title: `Quiet ${i}`,
      description: 'Quiet for a while',
      isResolved: true,
      resolvedBy: ids.carer,
      createdAt: new Date(now - 400 * 1440 * MINUTE + i * MINUTE),
      resolvedAt: new Date(now - closedMinutesAgo * MINUTE),
    })
    // a history at the list's cap, closed long ago; an alert open for a year; a few closed within the hour
    await t.db.insert(alerts).values(Array.from({ length: RESOLVED_ALERTS_LISTED + 10 }, (_, i) => resolved(i, 2 * SUMMARY_CLOSED_MINUTES + i)))
    await t.db.insert(alerts).values({ userId: ids.home, type: 'sensor_offline', severity: 'medium', title: 'Hall sensor offline', description: 'Silent since spring', createdAt: new Date(now - 365 * 1440 * MINUTE) })
    await t.db.insert(alerts).values([resolved(9001, 5), { ...resolved(9002, SUMMARY_CLOSED_MINUTES - 1), resolvedBy: null }, resolved(9003, SUMMARY_CLOSED_MINUTES + 1)])

    const brief = await summary()
    expect(brief.openCount).toBe(1)
    expect(brief.openCount).toBe(await openInList())
    expect(brief.alerts.map((a) => a.title)).toEqual(['Hall sensor offline', 'Quiet 9001', 'Quiet 9002'])
    expect(brief.alerts[1]).toMatchObject({ isResolved: true, resolvedBy: ids.carer, type: 'inactivity', severity: 'low' })
    // closed by Hearthwatch (its cause cleared): nobody
    expect(brief.alerts[2]!.resolvedBy).toBeNull()
    expect(Object.keys(brief.alerts[0]!).sort()).toEqual(['createdAt', 'id', 'isResolved', 'resolvedAt', 'resolvedBy', 'severity', 'title', 'type'])
  })

  it('follows an alert raised and one resolved', async () => {
    const before = (await summary()).openCount
    const { alert } = await raiseAlert({ db: t.db, live: bus }, quiet('summary-raised'))
    const raised = await summary()
    expect(raised.openCount).toBe(before + 1)
    expect(raised.alerts[0]).toMatchObject({ id: alert!.id, isResolved: false, resolvedBy: null, resolvedAt: null })
    expect(raised.openCount).toBe(await openInList())

    expect((await t.app.inject({ method: 'PUT', url: `/api/alerts/${alert!.id}/resolve?clientId=${ids.home}`, headers: { cookie: cookies.carer } })).statusCode).toBe(200)
    const closed = await summary()
    expect(closed.openCount).toBe(before)
    // still there, closed and by whom: a screen reader on another page is told someone else closed it
    expect(closed.alerts.find((a) => a.id === alert!.id)).toMatchObject({ isResolved: true, resolvedBy: ids.carer })
    expect(closed.openCount).toBe(await openInList())
  })

  it('keeps only the newest closings of a busy hour', async () => {
    const make = makers(t.db)
    const busy = await make.circle()
    await make.member(busy.id, ids.carer)
    const now = Date.now()
    await t.db.insert(alerts).values(
      Array.from({ length: SUMMARY_CLOSED_LISTED + 5 }, (_, i) => ({
        userId: busy.id,
        type: 'emergency' as const,
        severity: 'critical' as const,
        title: `Pressed ${i}`,
        description: 'Emergency button',
        isResolved: true,
        createdAt: new Date(now - 40 * MINUTE),
        resolvedAt: new Date(now - 30 * MINUTE + i * 1000),
      })),
    )
    const brief = (await get(`/api/alerts/summary?clientId=${busy.id}`)).json() as CircleAlertSummary
    expect(brief.openCount).toBe(0)
    expect(brief.alerts).toHaveLength(SUMMARY_CLOSED_LISTED)
    expect(brief.alerts[0]!.title).toBe(`Pressed ${SUMMARY_CLOSED_LISTED + 4}`)
  })

  it("says how many alerts the home has resolved in all on its own read, where the Alerts page's list stops at its newest 500", async () => {
    const make = makers(t.db)
    const long = await make.circle()
    await make.member(long.id, ids.carer)
    const now = Date.now()
    await t.db.insert(alerts).values(
      Array.from({ length: RESOLVED_ALERTS_LISTED + 20 }, (_, i) => ({
        userId: long.id,
        type: 'sensor_offline' as const,
        severity: 'low' as const,
        title: `Battery ${i}`,
        description: 'Battery low',
        isResolved: true,
        resolvedBy: ids.carer,
        createdAt: new Date(now - (600 - i) * 1440 * MINUTE),
        resolvedAt: new Date(now - (600 - i) * 1440 * MINUTE + 60 * MINUTE),
      })),
    )
    const { alert } = await raiseAlert({ db: t.db, live: bus }, quietAlert(long.id, 'long-history'))
    const count = async (clientId = long.id) => {
      const res = await get(`/api/alerts/resolved-count?clientId=${clientId}`)
      expect(res.statusCode).toBe(200)
      return res.json() as ResolvedAlertCount
    }
    const list = (await get(`/api/alerts?clientId=${long.id}`)).json() as { isResolved: boolean }[]
    expect(list.filter((a) => a.isResolved)).toHaveLength(RESOLVED_ALERTS_LISTED)
    expect(await count()).toEqual({ resolvedCount: RESOLVED_ALERTS_LISTED + 20 })
    const before = await get(`/api/alerts/resolved-count?clientId=${long.id}`)
    expect((await get(`/api/alerts/resolved-count?clientId=${long.id}`, cookies.carer, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304)

    expect((await t.app.inject({ method: 'PUT', url: `/api/alerts/${alert!.id}/resolve?clientId=${long.id}`, headers: { cookie: cookies.carer } })).statusCode).toBe(200)
    expect(await count()).toEqual({ resolvedCount: RESOLVED_ALERTS_LISTED + 21 })
    // the count changed: the ETag the page holds no longer answers 304
    const after = await get(`/api/alerts/resolved-count?clientId=${long.id}`, cookies.carer, { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    // another home's history is not counted
    expect((await count(ids.home)).resolvedCount).toBeLessThan(RESOLVED_ALERTS_LISTED + 20)
  })

  it("leaves the count of the home's whole history out of every page's summary (decision 0121)", async () => {
    const brief = await summary()
    expect(Object.keys(brief)).toEqual(['openCount', 'alerts'])
  })

  it('tells nothing of the count to someone outside the circle, and names a bad clientId', async () => {
    expect((await get(`/api/alerts/resolved-count?clientId=${ids.home}`, cookies.stranger)).statusCode).toBe(404)
    const bad = await get('/api/alerts/resolved-count?clientId=nope')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', details: { clientId: ['clientId must be a circle id'] } })
  })

  it('answers 304 while nothing changed, as the list does', async () => {
    const first = await get(`/api/alerts/summary?clientId=${ids.home}`)
    const again = await get(`/api/alerts/summary?clientId=${ids.home}`, cookies.carer, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it("tells nothing of a home to someone outside its circle, and names a bad clientId", async () => {
    expect((await get(`/api/alerts/summary?clientId=${ids.home}`, cookies.stranger)).statusCode).toBe(404)
    const bad = await get('/api/alerts/summary?clientId=nope')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', details: { clientId: ['clientId must be a circle id'] } })
  })

  it('is described in the OpenAPI document with its answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as { paths: Record<string, { get?: { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> } }> }
    const answer = (path: string) => doc.paths[path]?.get?.responses['200']?.content['application/json']?.schema.properties
    expect(Object.keys(answer('/api/alerts/summary') ?? {})).toEqual(['openCount', 'alerts'])
    expect(Object.keys(answer('/api/alerts/resolved-count') ?? {})).toEqual(['resolvedCount'])
  })
})

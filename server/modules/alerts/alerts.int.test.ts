import { describe, expect, it } from 'vitest'
import { useSignedInApp } from '../../test/signed-in-app'
import { alerts } from '../../db/schema'
import { RESOLVED_ALERTS_LISTED } from './alerts.repository'
import { OWN_ALERT_RESPONSE, raiseAlert } from './alerts.service'

// what the home's open pages are told, in `heard`
const t = useSignedInApp({ home: 'client', carer: { role: 'carer', firstName: 'Cora', lastName: 'Hale', in: 'home' } }, { hear: ['home'] })
const { ids: who, heard } = t

const call = (person: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(person, method, url, payload)
const inactivity = (severity: 'medium' | 'high' | 'low') => ({
  userId: who.home!,
  type: 'inactivity' as const,
  severity,
  title: 'Unusually quiet',
  description: 'No movement for 2 h 10 min — usually every 25 min at this time of day',
  dedupeKey: 'inactivity',
})

describe('alerts', () => {
  it('keeps one open alert per cause, escalating it but never lowering it', async () => {
    expect((await raiseAlert({ db: t.db, live: t.live }, inactivity('medium'))).change).toBe('created')
    expect((await raiseAlert({ db: t.db, live: t.live }, inactivity('medium'))).change).toBe('unchanged')
    expect((await raiseAlert({ db: t.db, live: t.live }, inactivity('low'))).change).toBe('unchanged')
    expect((await raiseAlert({ db: t.db, live: t.live }, inactivity('high'))).change).toBe('escalated')
    const list = (await call('carer', 'GET', '/api/alerts')).json() as { severity: string }[]
    expect(list).toHaveLength(1)
    expect(list[0]!.severity).toBe('high')
    expect(heard.home!.map((e) => e.type)).toEqual(['alert.created', 'alert.updated'])
  })

  it('records who responds and who resolves, for the whole circle to see', async () => {
    const [alert] = (await call('home', 'GET', '/api/alerts')).json() as { id: string }[]
    expect((await call('carer', 'POST', `/api/alerts/${alert!.id}/responses`, { action: 'check_on' })).statusCode).toBe(204)
    // 'Cora is checking on you' is for the person watched to read, not to say of themself
    const own = await call('home', 'POST', `/api/alerts/${alert!.id}/responses`, { action: 'check_on' })
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe(OWN_ALERT_RESPONSE)
    const bad = await call('carer', 'POST', `/api/alerts/${alert!.id}/responses`, { action: 'panic' })
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', details: { action: ['action must be check_on or contact'] } })
    const resolved = await call('carer', 'PUT', `/api/alerts/${alert!.id}/resolve`)
    expect(resolved.json()).toMatchObject({ isResolved: true, resolvedBy: who.carer! })
    const [seen] = (await call('home', 'GET', '/api/alerts')).json() as object[]
    expect(seen).toMatchObject({
      isResolved: true,
      resolvedByUser: { firstName: 'Cora', lastName: 'Hale' },
      responses: [{ action: 'check_on', firstName: 'Cora', userId: who.carer! }],
    })
    expect(heard.home!.at(-1)).toMatchObject({ type: 'alert.resolved', id: alert!.id })
    // after resolving, the same cause opens a new alert
    expect((await raiseAlert({ db: t.db, live: t.live }, inactivity('low'))).change).toBe('created')
  })

  it('answers a second resolver with who had already resolved it, even when both resolve at once', async () => {
    const { alert: first } = await raiseAlert({ db: t.db, live: t.live }, { ...inactivity('high'), dedupeKey: 'second-resolver' })
    const mine = await call('carer', 'PUT', `/api/alerts/${first!.id}/resolve`)
    expect(mine.json()).toMatchObject({ isResolved: true, resolvedBy: who.carer!, resolvedByUser: { firstName: 'Cora', lastName: 'Hale' } })
    const late = await call('home', 'PUT', `/api/alerts/${first!.id}/resolve`)
    expect(late.statusCode).toBe(200)
    expect(late.json()).toMatchObject({ isResolved: true, resolvedBy: who.carer!, resolvedByUser: { firstName: 'Cora', lastName: 'Hale' } })

    const { alert: second } = await raiseAlert({ db: t.db, live: t.live }, { ...inactivity('high'), dedupeKey: 'both-at-once' })
    const answers = await Promise.all(['carer', 'home'].map((person) => call(person, 'PUT', `/api/alerts/${second!.id}/resolve`)))
    const [a, b] = answers.map((r) => r.json() as { resolvedBy: string; resolvedByUser: { firstName: string } | null })
    // one of them won; both answers name the same person
    expect(a!.resolvedBy).toBe(b!.resolvedBy)
    expect(a!.resolvedByUser).toEqual(b!.resolvedByUser)
    expect(a!.resolvedByUser).not.toBeNull()
  })

  it('raises one critical emergency from the button, however often it is pressed', async () => {
    const first = await call('home', 'POST', '/api/alerts/emergency')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ type: 'emergency', severity: 'critical', isResolved: false })
    const again = await call('carer', 'POST', '/api/alerts/emergency')
    expect(again.json().id).toBe(first.json().id)
  })

  it('lists every unresolved alert however old, with the newest resolved ones up to the limit', async () => {
    const busy = await t.make.circle()
    const carer = await t.make.user('carer')
    await t.make.member(busy.id, carer.id)
    const cookie = await t.signIn(carer)
    const day = 86_400_000
    const start = Date.now() - 400 * day
    const [old] = await t.db
      .insert(alerts)
      .values({ userId: busy.id, type: 'sensor_offline', severity: 'medium', title: 'Hall sensor offline', description: 'Silent since spring', createdAt: new Date(start) })
      .returning()
    await t.db.insert(alerts).values(
      Array.from({ length: RESOLVED_ALERTS_LISTED + 20 }, (_, i) => ({
        userId: busy.id,
        type: 'inactivity' as const,
        severity: 'low' as const,
        title: `Quiet ${i}`,
        description: 'Quiet for a while',
        isResolved: true,
        resolvedAt: new Date(start + (i + 1) * 3_600_000),
        createdAt: new Date(start + (i + 1) * 3_600_000),
      })),
    )
    const list = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie } })).json() as { id: string; isResolved: boolean; title: string }[]
    expect(list.filter((a) => !a.isResolved).map((a) => a.id)).toEqual([old!.id])
    expect(list.filter((a) => a.isResolved)).toHaveLength(RESOLVED_ALERTS_LISTED)
    expect(list[0]!.title).toBe(`Quiet ${RESOLVED_ALERTS_LISTED + 19}`)
    expect(list.at(-1)!.id).toBe(old!.id)
  })
})

// GET /api/alerts?status=open: the dashboard's Alerts card reads the home's open alerts, each as the list
// gives it, without the list's history of up to 500 resolved alerts (decision 0091)
import { describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { OPENAPI_PATH } from '../docs/docs.routes'
import { raiseAlert } from './alerts.service'
import { quietAlert } from '../../test/quiet-alert'

const t = useSignedInApp({ home: 'client', carer: { role: 'carer', firstName: 'Cora', lastName: 'Hale', in: 'home' }, stranger: 'carer' }, { live: true })
const { ids: who } = t

interface Listed {
  id: string
  isResolved: boolean
  description: string
  device: unknown
  responses: { userId: string; action: string }[]
}
const list = async (query: string, person = 'carer') => {
  const res = await t.as(person, 'GET', `/api/alerts?clientId=${who.home}${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as Listed[]
}
const quiet = (dedupeKey: string) => quietAlert(who.home!, dedupeKey)

describe('the home alert list, open only', () => {
  it('holds every open alert as the whole list has it, and none of the resolved', async () => {
    const { alert: open } = await raiseAlert({ db: t.db, live: t.live }, quiet('open-one'))
    await t.db.insert(alerts).values(
      Array.from({ length: 30 }, (_, i) => ({ userId: who.home!, type: 'inactivity' as const, severity: 'low' as const, title: `Quiet ${i}`, description: 'Quiet a while', isResolved: true, resolvedAt: new Date() })),
    )
    expect((await t.as('carer', 'POST', `/api/alerts/${open!.id}/responses`, { action: 'check_on' })).statusCode).toBe(204)

    const whole = await list('')
    const openOnly = await list('&status=open')
    expect(whole).toHaveLength(31)
    expect(openOnly.map((a) => a.id)).toEqual([open!.id])
    // the same fields as in the whole list: the card shows the description and who is checking on them
    expect(openOnly[0]).toEqual(whole.find((a) => a.id === open!.id))
    expect(openOnly[0]!.responses).toMatchObject([{ userId: who.carer!, action: 'check_on' }])

    // the person watched reads it as the list says it to them
    expect((await list('&status=open', 'home')).map((a) => a.id)).toEqual([open!.id])
    // resolved, it leaves the open list
    await t.as('carer', 'PUT', `/api/alerts/${open!.id}/resolve`)
    expect(await list('&status=open')).toEqual([])
  })

  it('refuses another status, naming the field, and keeps a home the reader is not in from them', async () => {
    const bad = await t.as('carer', 'GET', `/api/alerts?clientId=${who.home}&status=resolved`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', details: { status: ['status must be open (only the open alerts), or left out'] } })
    expect((await t.as('stranger', 'GET', `/api/alerts?clientId=${who.home}&status=open`)).statusCode).toBe(404)
  })

  it('answers 304 to a page that has it already', async () => {
    const url = `/api/alerts?clientId=${who.home}&status=open`
    const first = await t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie.carer! } })
    const again = await t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie.carer!, 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> }
    expect(doc.paths['/api/alerts']?.get?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'status', in: 'query' })]))
  })
})

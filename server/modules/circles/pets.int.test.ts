import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { users } from '../../db/schema'
import { TWO_HOMES_AND_SUPPORT, useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(TWO_HOMES_AND_SUPPORT, { hear: ['home'] })
const { ids, cookie: cookies } = t
const heard = t.heard.home!

const call = (who: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: `/api/circle/pets?clientId=${ids.home}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })
const stored = async () => (await t.db.select({ petsAtHome: users.petsAtHome }).from(users).where(eq(users.id, ids.home!)))[0]!.petsAtHome
const audits = () => t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.pets_changed'), eq(auditLog.circleId, ids.home!))).orderBy(auditLog.id)
const circleChanges = () => heard.filter((e) => e.type === 'circle.changed')

describe('whether a cat or dog lives in the home', () => {
  it('is no, until a carer says yes; then everyone in the circle reads yes', async () => {
    expect((await call('home', 'GET')).json()).toEqual({ petsAtHome: false })
    expect((await call('carer', 'GET')).json()).toEqual({ petsAtHome: false })
    const res = await call('carer', 'PUT', { petsAtHome: true })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ petsAtHome: true })
    expect((await call('home', 'GET')).json()).toEqual({ petsAtHome: true })
    expect(await stored()).toBe(true)
  })

  it('is recorded on the audit trail and told to open pages once; saving the same answer again records and tells nothing', async () => {
    const [entry, ...more] = await audits()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: ids.carer, details: { from: false, to: true } })
    await expect.poll(circleChanges).toEqual([{ type: 'circle.changed', circleId: ids.home }])
    expect((await call('carer', 'PUT', { petsAtHome: true })).json()).toEqual({ petsAtHome: true })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(circleChanges()).toHaveLength(1)
    expect(await audits()).toHaveLength(1)
  })

  it('is changed back by staff, recorded from yes to no', async () => {
    expect((await call('support', 'PUT', { petsAtHome: false })).json()).toEqual({ petsAtHome: false })
    expect((await audits()).at(-1)).toMatchObject({ actorId: ids.support, details: { from: true, to: false } })
    await expect.poll(() => circleChanges().length).toBe(2)
    expect(await stored()).toBe(false)
  })

  it('cannot be changed by the person watched', async () => {
    expect((await call('home', 'PUT', { petsAtHome: true })).statusCode).toBe(403)
    expect(await stored()).toBe(false)
  })

  it.each([
    ['without the field', {}],
    ['with a string', { petsAtHome: 'true' }],
    ['with a number', { petsAtHome: 1 }],
  ])('refuses a body %s, naming petsAtHome, and keeps the stored answer', async (_, body) => {
    const res = await call('carer', 'PUT', body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ details: { petsAtHome: ['petsAtHome must be true or false'] } })
    expect(await stored()).toBe(false)
  })

  it("is not told to another home's carer, nor changed by them", async () => {
    expect((await call('otherCarer', 'GET')).statusCode).toBe(404)
    expect((await call('otherCarer', 'PUT', { petsAtHome: true })).statusCode).toBe(404)
    expect(await stored()).toBe(false)
  })

  // as its time zone: the family may still correct it, and watching the home again reads it
  it('can still be changed once the watching of the home has ended', async () => {
    const end = await t.app.inject({ method: 'PUT', url: `/api/circle/monitoring?clientId=${ids.home}`, headers: { cookie: cookies.support! }, payload: { ended: true } })
    expect(end.statusCode).toBe(200)
    expect((await call('carer', 'PUT', { petsAtHome: true })).json()).toEqual({ petsAtHome: true })
    expect((await call('home', 'GET')).json()).toEqual({ petsAtHome: true })
  })
})

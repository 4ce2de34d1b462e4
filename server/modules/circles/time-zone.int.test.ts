import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { users } from '../../db/schema'
import { HOME_WITH_CARER, useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(HOME_WITH_CARER, { hear: ['home'] })
const { ids, cookie: cookies } = t
const heard = t.heard.home!

const call = (who: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: `/api/circle/time-zone?clientId=${ids.home}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

describe('the home time zone', () => {
  it('is changed by a carer, recorded on the audit trail, and read by everyone in the circle', async () => {
    expect((await call('home', 'GET')).json()).toEqual({ timeZone: 'UTC' })
    const res = await call('carer', 'PUT', { timeZone: 'America/Chicago' })
    expect(res.json()).toEqual({ timeZone: 'America/Chicago' })
    expect((await call('home', 'GET')).json()).toEqual({ timeZone: 'America/Chicago' })
    const [row] = await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, ids.home!))
    expect(row!.timeZone).toBe('America/Chicago')
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.time_zone_changed'), eq(auditLog.circleId, ids.home!)))
    expect(audit!.details).toEqual({ from: 'UTC', to: 'America/Chicago' })
    // pages open on the home elsewhere are told, once; saving the same zone again tells nobody
    await expect.poll(() => heard.filter((e) => e.type === 'circle.changed')).toEqual([{ type: 'circle.changed', circleId: ids.home! }])
    await call('carer', 'PUT', { timeZone: 'America/Chicago' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(heard.filter((e) => e.type === 'circle.changed')).toHaveLength(1)
  })

  it('refuses an unknown zone by field name and keeps the stored one; the person watched cannot change it', async () => {
    const bad = await call('carer', 'PUT', { timeZone: 'Mars/Olympus' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ details: { timeZone: ['Unknown time zone'] } })
    expect((await call('home', 'PUT', { timeZone: 'Europe/London' })).statusCode).toBe(403)
    expect((await call('home', 'GET')).json()).toEqual({ timeZone: 'America/Chicago' })
  })

  // the engine, the web and every comparison read the zone database's spelling
  it('stores a zone typed in another case as the zone database spells it', async () => {
    expect((await call('carer', 'PUT', { timeZone: 'europe/london' })).json()).toEqual({ timeZone: 'Europe/London' })
    const [row] = await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, ids.home!))
    expect(row!.timeZone).toBe('Europe/London')
  })
})

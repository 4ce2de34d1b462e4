import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PHONE_MESSAGE } from '../../../contracts/profile'
import { auditLog } from '../../db/platform-schema'
import { users } from '../../db/schema'
import { createLiveBus, type LiveEvent } from '../../lib/live-bus'
import { useSignedInApp } from '../../test/signed-in-app'
import { setClientPhone } from './profile.service'

// Someone who does not sign in cannot put their own number in Quick Contact (decision 0025): the
// carers who look after their home, and staff, may. Someone who signs in keeps their number their own.

const t = useSignedInApp({
  // Nell's home was added for her; she never signs in (no e-mail, no provider account)
  nell: { role: 'client', firstName: 'Nell', lastName: 'Ashby', signsIn: false },
  carer: { role: 'carer', firstName: 'Cora', lastName: 'Ashby', in: 'nell' },
  husband: { role: 'client', firstName: 'Gus', lastName: 'Ashby', in: 'nell' },
  strangerCarer: 'carer',
  support: 'support',
  // Ada signs in herself
  ada: { role: 'client', firstName: 'Ada', lastName: 'Hale' },
  adaCarer: { role: 'carer', in: 'ada' },
})
const { ids, cookie } = t
beforeAll(async () => {
  await t.db.update(users).set({ email: null }).where(eq(users.id, ids.nell!))
})

const setNumber = (who: string, home: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/circle/client-phone?clientId=${ids[home]}`, headers: { cookie: cookie[who]! }, payload })
const storedPhone = async (id: string) =>
  ((await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, id)))[0]!.profileData as { phone?: string } | null)?.phone ?? null
type Person = { id: string; phone: string | null; mayEditPhone: boolean }
const people = async (who: string, home: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/circle/members?clientId=${ids[home]}`, headers: { cookie: cookie[who]! } })
  expect(res.statusCode).toBe(200)
  return res.json() as Person[]
}

describe('PUT /api/circle/client-phone', () => {
  it('lets a carer of the home give the number of someone who does not sign in; the circle sees it, the trail says it changed', async () => {
    const res = await setNumber('carer', 'nell', { phone: ' +44 7700 900555 ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ phone: '+44 7700 900555' })
    expect(await storedPhone(ids.nell!)).toBe('+44 7700 900555')
    for (const viewer of ['carer', 'husband', 'support']) {
      expect((await people(viewer, 'nell')).find((p) => p.id === ids.nell)?.phone).toBe('+44 7700 900555')
    }
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ids.nell!), eq(auditLog.action, 'user.updated')))
    expect(trail).toHaveLength(1)
    expect(trail[0]).toMatchObject({ actorId: ids.carer, circleId: ids.nell, details: { changed: ['phone'] } })
    // never the number itself (decision 0011)
    expect(JSON.stringify(trail[0])).not.toContain('900555')
  })

  it('offers it (mayEditPhone) to those who may, on her entry only', async () => {
    for (const viewer of ['carer', 'support']) {
      expect((await people(viewer, 'nell')).map((p) => [p.id, p.mayEditPhone])).toEqual(
        expect.arrayContaining([
          [ids.nell, true],
          [ids.carer, false],
          [ids.husband, false],
        ]),
      )
    }
    expect((await people('husband', 'nell')).every((p) => !p.mayEditPhone)).toBe(true)
    expect((await people('adaCarer', 'ada')).every((p) => !p.mayEditPhone)).toBe(true)
  })

  it('lets staff change it, and removes it when empty', async () => {
    expect((await setNumber('support', 'nell', { phone: '020 7946 0000' })).statusCode).toBe(200)
    expect(await storedPhone(ids.nell!)).toBe('020 7946 0000')
    const removed = await setNumber('carer', 'nell', { phone: '' })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ phone: null })
    expect(await storedPhone(ids.nell!)).toBeNull()
  })

  it('refuses a number that is not one, naming the field, and keeps the stored one', async () => {
    await setNumber('carer', 'nell', { phone: '+44 7700 900555' })
    const res = await setNumber('carer', 'nell', { phone: '0800 CALL NELL' })
    expect(res.statusCode).toBe(400)
    expect(res.json().details.phone).toEqual([PHONE_MESSAGE])
    expect((await setNumber('carer', 'nell', {})).statusCode).toBe(400)
    expect(await storedPhone(ids.nell!)).toBe('+44 7700 900555')
  })

  it('leaves the number of someone who signs in to them', async () => {
    const res = await setNumber('adaCarer', 'ada', { phone: '+44 7700 900666' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ message: 'Ada signs in, and gives their own number in Quick Contact', details: { phone: ['Ada signs in, and gives their own number in Quick Contact'] } })
    expect(await storedPhone(ids.ada!)).toBeNull()
  })

  it('is refused to a client in the circle and to a carer of another home', async () => {
    expect((await setNumber('husband', 'nell', { phone: '+44 7700 900111' })).statusCode).toBe(403)
    expect([403, 404]).toContain((await setNumber('strangerCarer', 'nell', { phone: '+44 7700 900111' })).statusCode)
    expect(await storedPhone(ids.nell!)).toBe('+44 7700 900555')
  })

  it('tells dashboards open on the home (members.changed), and tells nothing when the number is the same', async () => {
    const live = await createLiveBus()
    const heard: LiveEvent[] = []
    live.subscribe(ids.nell!, (e) => heard.push(e))
    const [carer] = await t.db.select().from(users).where(eq(users.id, ids.carer!))
    await setClientPhone(t.db, carer!, ids.nell!, { phone: '+44 7700 900999' }, { ip: '127.0.0.1', headers: {} }, live)
    expect(heard).toEqual([{ type: 'members.changed', circleId: ids.nell, id: ids.nell }])
    heard.length = 0
    await setClientPhone(t.db, carer!, ids.nell!, { phone: '+44 7700 900999' }, { ip: '127.0.0.1', headers: {} }, live)
    expect(heard).toEqual([])
    await live.close()
  })
})

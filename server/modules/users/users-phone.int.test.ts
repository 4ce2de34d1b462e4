import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PHONE_MESSAGE } from '../../../contracts/profile'
import { UserUpdate } from '../../../contracts/users'
import { users } from '../../db/schema'
import { auditLog } from '../../db/platform-schema'
import { createLiveBus, type LiveEvent } from '../../lib/live-bus'
import { useSignedInApp } from '../../test/signed-in-app'
import { editUser } from './users-admin.service'

// Staff set the number Call Now dials for someone who never signs in to give it (the field their own
// profile edits, checked the same way); carers and clients change nobody's here (a carer gives the number
// of someone who does not sign in from Quick Contact: profile/client-phone.int.test.ts).

const t = useSignedInApp({
  home: { role: 'client', firstName: 'Elsie', lastName: 'Moss' },
  carer: { role: 'carer', firstName: 'Cora', lastName: 'Moss', in: 'home' },
  otherClient: 'client',
  support: 'support',
  admin: 'admin',
  colleague: 'support',
})
const { make, ids, cookie } = t

const setPhone = (who: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie: cookie[who]! }, payload })
const storedPhone = async (id: string) =>
  ((await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, id)))[0]!.profileData as { phone?: string } | null)?.phone ?? null
const trailOf = (id: string) => t.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'user.updated')))
/** Elsie as her circle's Call Now sees her */
const seenByCircle = async (who: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/circle/members?clientId=${ids.home}`, headers: { cookie: cookie[who]! } })
  expect(res.statusCode).toBe(200)
  return (res.json() as { id: string; phone: string | null }[]).find((p) => p.id === ids.home)
}

describe("staff setting a person's phone in User Management", () => {
  it("stores it where the person's own profile keeps it, for their circle's Call Now, and records who changed it (not the number)", async () => {
    await t.db.update(users).set({ profileData: { pronouns: 'she/her' } }).where(eq(users.id, ids.home!))
    const res = await setPhone('support', ids.home!, { phone: '  +44 7700-900123 ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: ids.home, firstName: 'Elsie', phone: '+44 7700-900123' })
    expect(res.json()).not.toHaveProperty('profileData')
    expect((await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, ids.home!)))[0]!.profileData).toEqual({
      pronouns: 'she/her',
      phone: '+44 7700-900123',
    })
    for (const viewer of ['carer', 'support', 'home']) expect((await seenByCircle(viewer))?.phone, viewer).toBe('+44 7700-900123')

    const listed = (await t.app.inject({ method: 'GET', url: '/api/users?search=Elsie', headers: { cookie: cookie.support! } })).json()
    expect(listed.users).toEqual([expect.objectContaining({ id: ids.home, phone: '+44 7700-900123' })])
    expect(listed.users[0]).not.toHaveProperty('profileData')

    const [entry, ...more] = await trailOf(ids.home!)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: ids.support, targetType: 'user', details: { changed: ['phone'] } })
    expect(JSON.stringify(entry)).not.toContain('7700')
  })

  it("lets an admin correct it and remove it with an empty string or null; saving the same number again records nothing", async () => {
    const before = (await trailOf(ids.home!)).length
    expect((await setPhone('admin', ids.home!, { phone: '01632 960 001' })).json()).toMatchObject({ phone: '01632 960 001' })
    expect((await setPhone('admin', ids.home!, { phone: '01632 960 001', firstName: 'Elsie' })).statusCode).toBe(200)
    expect(await trailOf(ids.home!)).toHaveLength(before + 1)

    expect((await setPhone('admin', ids.home!, { phone: '' })).json()).toMatchObject({ phone: null })
    expect((await seenByCircle('carer'))?.phone).toBeNull()
    await setPhone('admin', ids.home!, { phone: '+1-202-555-0147' })
    expect((await setPhone('support', ids.home!, { phone: null })).json()).toMatchObject({ phone: null })
    expect(await storedPhone(ids.home!)).toBeNull()
    expect((await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, ids.home!)))[0]!.profileData).toEqual({ pronouns: 'she/her' })
    expect(await trailOf(ids.home!)).toHaveLength(before + 4)
  })

  it('records a new name and number as one edit naming both fields', async () => {
    await setPhone('support', ids.home!, { firstName: 'Elspeth', phone: '+44 7700 900456' })
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ids.home!))
    expect(entries.at(-1)).toMatchObject({ action: 'user.updated', details: { changed: ['firstName', 'phone'] } })
    await setPhone('support', ids.home!, { firstName: 'Elsie' })
  })

  it.each([['12345'], ['+1 234 567 890 123 456 78'], ['0800 CALL ME'], ['++441234567'], ['(020) 7946 0000'], [447700900123]])(
    "refuses %j with a 400 naming phone, in the profile's words, and keeps the stored number",
    async (phone) => {
      await setPhone('support', ids.home!, { phone: '01632 960 001' })
      const before = (await trailOf(ids.home!)).length
      const res = await setPhone('support', ids.home!, { phone })
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json().details)).toEqual(['phone'])
      if (typeof phone === 'string') expect(res.json().details.phone).toEqual([PHONE_MESSAGE])
      expect(await storedPhone(ids.home!)).toBe('01632 960 001')
      expect(await trailOf(ids.home!)).toHaveLength(before)
    },
  )
})

describe("who may change another person's phone", () => {
  it.each([
    ['a carer in their circle', 'carer'],
    ['another client', 'otherClient'],
  ])("refuses %s with a 403, keeping the number and recording nothing", async (_, who) => {
    await setPhone('support', ids.home!, { phone: '01632 960 001' })
    const before = (await trailOf(ids.home!)).length
    const res = await setPhone(who, ids.home!, { phone: '+44 7700 900999' })
    expect(res.statusCode).toBe(403)
    expect(await storedPhone(ids.home!)).toBe('01632 960 001')
    expect((await seenByCircle('support'))?.phone).toBe('01632 960 001')
    expect(await trailOf(ids.home!)).toHaveLength(before)
  })

  it("refuses the client changing a carer's number here too (their own is set on their profile)", async () => {
    const res = await setPhone('home', ids.carer!, { phone: '+44 7700 900999' })
    expect(res.statusCode).toBe(403)
    expect(await storedPhone(ids.carer!)).toBeNull()
  })

  it("refuses support changing a support member's or an admin's number, as any change to a staff account", async () => {
    for (const who of ['colleague', 'admin']) {
      const res = await setPhone('support', ids[who]!, { phone: '+44 7700 900999' })
      expect(res.statusCode, who).toBe(403)
      expect(await storedPhone(ids[who]!)).toBeNull()
    }
  })

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${ids.home}`, payload: { phone: '01632 960 001' } })
    expect(res.statusCode).toBe(401)
  })
})

describe('dashboards open on the person\'s circles', () => {
  it('are told of a new number or name (members.changed) in every circle the person is in, and of nothing else', async () => {
    const live = await createLiveBus()
    const otherHome = await make.circle()
    await make.member(otherHome.id, ids.carer!)
    const heard: LiveEvent[] = []
    for (const circleId of [ids.home!, otherHome.id, ids.otherClient!]) live.subscribe(circleId, (e) => heard.push(e))
    const [support] = await t.db.select().from(users).where(eq(users.id, ids.support!))
    const edit = (id: string, change: object) => editUser(t.db, support!, id, UserUpdate.parse(change), null, live)

    await edit(ids.home!, { phone: '+44 7700 900777' })
    expect(heard).toEqual([{ type: 'members.changed', circleId: ids.home, id: ids.home }])
    heard.length = 0
    await edit(ids.carer!, { phone: '+44 7700 900888' })
    expect(heard.map((e) => e.circleId).sort()).toEqual([ids.home, otherHome.id].sort())
    heard.length = 0
    // the same number again: nothing new to dial or show
    await edit(ids.carer!, { phone: '+44 7700 900888' })
    expect(heard).toEqual([])
    // a new name: the picker and the member lists open there name them
    await edit(ids.home!, { firstName: 'Coral' })
    expect(heard).toEqual([{ type: 'members.changed', circleId: ids.home, id: ids.home }])
    await live.close()
  })
})

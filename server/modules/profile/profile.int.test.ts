import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
const who: Record<'home' | 'carer' | 'support', { id: string; cookie: string }> = {} as never

beforeAll(async () => {
  t = await startTestApp()
  const make = makers(t.db)
  const home = await make.circle({ firstName: 'Ada', lastName: 'Hale' })
  const carer = await make.user('carer', { firstName: 'Cora', lastName: 'Hale' })
  const support = await make.user('support')
  await make.member(home.id, carer.id)
  for (const [name, u] of Object.entries({ home, carer, support })) {
    who[name as keyof typeof who] = { id: u.id, cookie: await signIn(t.app, u.email!, TEST_PASSWORD) }
  }
})
afterAll(() => t.close())

const setPhone = (person: keyof typeof who, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/me/contact', headers: { cookie: who[person].cookie }, payload: payload as object })

type Person = { id: string; email: string; phone: string | null; isYou: boolean; relationship: string | null }
const people = async (person: keyof typeof who) => {
  const url = person === 'support' ? `/api/circle/members?clientId=${who.home.id}` : '/api/circle/members'
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who[person].cookie } })
  expect(res.statusCode).toBe(200)
  return res.json() as Person[]
}

describe('PATCH /api/me/contact', () => {
  it('stores the caller\'s phone, which the whole circle then sees in Quick Contact', async () => {
    const res = await setPhone('carer', { phone: '  +44 7700-900123 ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ phone: '+44 7700-900123' })
    for (const viewer of ['home', 'carer', 'support'] as const) {
      const carer = (await people(viewer)).find((p) => p.id === who.carer.id)
      expect(carer?.phone).toBe('+44 7700-900123')
    }
    const [client] = await people('home')
    expect(client).toMatchObject({ id: who.home.id, relationship: 'Client', phone: null })
  })

  it('marks the caller\'s own entry, and nobody else\'s', async () => {
    expect((await people('carer')).map((p) => [p.id, p.isYou])).toEqual([
      [who.home.id, false],
      [who.carer.id, true],
    ])
    expect((await people('support')).some((p) => p.isYou)).toBe(false)
  })

  it.each([
    [{ phone: '12345' }],
    [{ phone: '+1 234 567 890 123 456 78' }],
    [{ phone: '0800 CALL ME' }],
    [{ phone: '++441234567' }],
    [{ phone: '(020) 7946 0000' }],
    [{ phone: 447700900123 }],
    [{}],
  ])('refuses %j with a 400 naming phone, and keeps the stored number', async (payload) => {
    await setPhone('home', { phone: '01632 960 001' })
    const res = await setPhone('home', payload)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().details)).toEqual(['phone'])
    expect((await people('home'))[0]?.phone).toBe('01632 960 001')
  })

  it('removes the number with null or an empty string, keeping the rest of profileData', async () => {
    await t.db.update(users).set({ profileData: { pronouns: 'she/her' } }).where(eq(users.id, who.home.id))
    expect((await setPhone('home', { phone: '+1-202-555-0147' })).json()).toEqual({ phone: '+1-202-555-0147' })
    const [row] = await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, who.home.id))
    expect(row?.profileData).toEqual({ pronouns: 'she/her', phone: '+1-202-555-0147' })

    expect((await setPhone('home', { phone: '' })).json()).toEqual({ phone: null })
    expect((await people('home'))[0]?.phone).toBeNull()
    await setPhone('home', { phone: '+1-202-555-0147' })
    expect((await setPhone('home', { phone: null })).json()).toEqual({ phone: null })
    const [after] = await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, who.home.id))
    expect(after?.profileData).toEqual({ pronouns: 'she/her' })
  })

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me/contact', payload: { phone: '01632 960 001' } })
    expect(res.statusCode).toBe(401)
  })
})

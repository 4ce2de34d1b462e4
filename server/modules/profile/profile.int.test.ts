import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({
  home: { role: 'client', firstName: 'Ada', lastName: 'Hale' },
  carer: { role: 'carer', firstName: 'Cora', lastName: 'Hale', in: 'home' },
  support: 'support',
})
type Who = 'home' | 'carer' | 'support'
const who = t.ids as Record<Who, string>

const setPhone = (person: Who, payload: unknown) => t.as(person, 'PATCH', '/api/me/contact', payload as object)

type Person = { id: string; email: string; phone: string | null; isYou: boolean; relationship: string | null }
const people = async (person: Who) => {
  const url = person === 'support' ? `/api/circle/members?clientId=${who.home}` : '/api/circle/members'
  const res = await t.as(person, 'GET', url)
  expect(res.statusCode).toBe(200)
  return res.json() as Person[]
}

describe('PATCH /api/me/contact', () => {
  it('stores the caller\'s phone, which the whole circle then sees in Quick Contact', async () => {
    const res = await setPhone('carer', { phone: '  +44 7700-900123 ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ phone: '+44 7700-900123' })
    for (const viewer of ['home', 'carer', 'support'] as const) {
      const carer = (await people(viewer)).find((p) => p.id === who.carer)
      expect(carer?.phone).toBe('+44 7700-900123')
    }
    const [client] = await people('home')
    expect(client).toMatchObject({ id: who.home, relationship: 'Client', phone: null })
  })

  it('marks the caller\'s own entry, and nobody else\'s', async () => {
    expect((await people('carer')).map((p) => [p.id, p.isYou])).toEqual([
      [who.home, false],
      [who.carer, true],
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
    await t.db.update(users).set({ profileData: { pronouns: 'she/her' } }).where(eq(users.id, who.home))
    expect((await setPhone('home', { phone: '+1-202-555-0147' })).json()).toEqual({ phone: '+1-202-555-0147' })
    const [row] = await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, who.home))
    expect(row?.profileData).toEqual({ pronouns: 'she/her', phone: '+1-202-555-0147' })

    expect((await setPhone('home', { phone: '' })).json()).toEqual({ phone: null })
    expect((await people('home'))[0]?.phone).toBeNull()
    await setPhone('home', { phone: '+1-202-555-0147' })
    expect((await setPhone('home', { phone: null })).json()).toEqual({ phone: null })
    const [after] = await t.db.select({ profileData: users.profileData }).from(users).where(eq(users.id, who.home))
    expect(after?.profileData).toEqual({ pronouns: 'she/her' })
  })

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me/contact', payload: { phone: '01632 960 001' } })
    expect(res.statusCode).toBe(401)
  })
})

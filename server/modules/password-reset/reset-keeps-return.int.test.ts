import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/platform-schema'
import { makers } from '../../test/make'
import { startTestApp } from '../../test/test-app'

// From an alert e-mail's link to the sign-in page, 'Forgot password?': the page she was going to goes with the
// request into the e-mailed link, so that the sign-in after the reset opens it (contracts/return-path.ts decides
// what is a page of ours; anything else is left out, as the sign-in form leaves it out)
let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://care.example.org' })
})
afterAll(() => t.close())

async function linkSentTo(email: string) {
  const until = Date.now() + 5_000
  while (Date.now() < until) {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
    const link = mail?.text.match(/https:\/\/care\.example\.org\/reset-password\?\S+/)?.[0]
    if (link) return new URL(link)
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no reset link for ${email}`)
}

describe('a reset asked for on the way to a page', () => {
  it('puts the page in the e-mailed link beside the token', async () => {
    const person = await makers(t.db).user('carer')
    const next = '/alerts?home=3f0c1d52-9a4e-4c7b-8d0e-0c5f3b2a1e90&alert=8b6f2c1e-4d3a-4b5c-9e8f-7a6b5c4d3e2f'
    expect((await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: person.email, next } })).statusCode).toBe(200)
    const link = await linkSentTo(person.email!)
    expect(link.pathname).toBe('/reset-password')
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{20,}$/)
    expect(link.searchParams.get('next')).toBe(next)
  })

  it('leaves out a page that is not ours, and a request without one has none', async () => {
    for (const next of ['https://elsewhere.example/steal', '//elsewhere.example', '/api/logout', undefined]) {
      const person = await makers(t.db).user('carer')
      const res = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: person.email, ...(next ? { next } : {}) } })
      expect(res.statusCode, String(next)).toBe(200)
      const link = await linkSentTo(person.email!)
      expect(link.searchParams.has('next'), String(next)).toBe(false)
      expect([...link.searchParams.keys()]).toEqual(['token'])
    }
  })

  it('refuses a page that is not text, naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'someone@example.org', next: 42 } })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toHaveProperty('next')
  })
})

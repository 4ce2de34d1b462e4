// The public invitation link is rate limited like sign-in (split from invitation-accept.int.test.ts)
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/platform-schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`
const details = { firstName: 'Casey', lastName: 'Jones', password: 'secret-words', confirmPassword: 'secret-words' }

describe('the public link is rate limited like sign-in', () => {
  it('refuses the fourth try from one address when the limit is three', async () => {
    const limited = await startTestApp({ AUTH_ATTEMPTS_PER_IP: 3 })
    try {
      const tries = []
      for (let i = 0; i < 4; i++) {
        tries.push((await limited.app.inject({ method: 'POST', url: '/api/invitations/nothing-here/accept', payload: details })).statusCode)
      }
      expect(tries).toEqual([404, 404, 404, 429])
    } finally {
      await limited.close()
    }
  })

  // new staff joining together from one office connection: only links refused count
  it('does not count links that open and are accepted', async () => {
    const limited = await startTestApp({ AUTH_ATTEMPTS_PER_IP: 3, PUBLIC_URL: 'https://care.example.org' })
    try {
      const boss = await makers(limited.db).user('admin')
      const cookie = await signIn(limited.app, boss.email!, TEST_PASSWORD)
      const call = (method: 'GET' | 'POST', url: string, payload?: object) => limited.app.inject({ method, url, payload, headers: { cookie } })
      const answers = []
      for (let i = 0; i < 4; i++) {
        const email = fresh('staff')
        expect((await call('POST', '/api/invitations', { email, role: 'carer' })).statusCode).toBe(201)
        const [mail] = await limited.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
        const token = mail!.text.match(/\/invitations\/([\w-]+)/)![1]!
        answers.push((await call('GET', `/api/invitations/${token}`)).statusCode, (await call('GET', `/api/invitations/${token}`)).statusCode)
        answers.push((await limited.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: details })).statusCode)
      }
      expect(answers).toEqual(Array.from({ length: 4 }, () => [200, 200, 201]).flat())
    } finally {
      await limited.close()
    }
  })
})

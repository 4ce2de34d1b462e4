import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_RESET_MESSAGES } from '../../../contracts/password-reset'
import { sessions, users } from '../../db/schema'
import { auditLog, mailOutbox, passwordResets } from '../../db/platform-schema'
import { AppError } from '../../lib/errors'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'
import { createMailer } from '../mail/mail.service'
import { requestPasswordReset, resetPassword } from './password-reset.service'

let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://care.example.org' })
})
afterAll(() => t.close())

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
const forgot = (email: string) => post('/auth/forgot-password', { email })
const reset = (token: string, password = 'new-secret', confirmPassword = password) =>
  post('/auth/reset-password', { token, password, confirmPassword })
const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })

/** The reset link e-mailed to `email` (the test app has no SMTP_URL, so it is in the outbox) */
async function linkSentTo(email: string, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
    const link = mail?.text.match(/https:\/\/care\.example\.org\/reset-password\?token=[\w-]+/)?.[0]
    if (link) return new URL(link)
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no reset link for ${email}`)
}
const tokenSentTo = async (email: string) => (await linkSentTo(email)).searchParams.get('token')!

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const mailCountTo = async (email: string) => (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email))).length
/** The e-mails sent to `email` once there are `count` (they go out after the answer), or what there is after 10 s */
async function mailCountReaching(email: string, count: number) {
  const until = Date.now() + 10_000
  while ((await mailCountTo(email)) < count && Date.now() < until) await sleep(50)
  return mailCountTo(email)
}

describe('asking for a reset link', () => {
  it('says a link was sent where e-mail is set up, and where it is not, that none can reach them: the same for every address', async () => {
    const withMail = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://care.example.org' })
    const known = await makers(withMail.db).user('client')
    for (const email of [known.email!, 'nobody@example.org']) {
      expect((await withMail.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } })).json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested })
      expect((await forgot(email)).json()).toEqual({ message: PASSWORD_RESET_MESSAGES.mailOff })
    }
    await withMail.close()
  })


  it('answers the same for an unknown address, a known one and a deactivated one', async () => {
    const known = await makers(t.db).user('client')
    const off = await makers(t.db).user('carer')
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, off.id))

    const answers = await Promise.all([forgot('nobody@example.org'), forgot(known.email!), forgot(off.email!)])
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.mailOff })
    }
    await linkSentTo(known.email!)
    const sentTo = (await t.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((m) => m.to)
    expect(sentTo).not.toContain('nobody@example.org')
    expect(sentTo).not.toContain(off.email)
  })

  it('takes about as long whether or not the address has an account: it answers before the lookup, the token and the mail', async () => {
    const known = await makers(t.db).user('client')
    // Timing the two answers on a busy machine measures the machine. Instead another connection holds
    // the tables that work needs, so the work waits for it: an answer that waited for the work would
    // not come until the hold ends (the 10 s bound only ends the wait; a right answer takes ~1 ms)
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${users}, ${passwordResets}, ${mailOutbox} IN ACCESS EXCLUSIVE MODE`)
      let timer: NodeJS.Timeout | undefined
      const answers = await Promise.race([
        Promise.all([forgot(known.email!), forgot('nobody-held@example.org')]),
        new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), 10_000))),
      ]).finally(() => clearTimeout(timer))
      if (answers === 'waited') throw new Error('an answer waited for the lookup, the token or the mail')
      for (const res of answers) expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.mailOff })
    })
    // the work was held, not skipped
    await linkSentTo(known.email!)
  })

  it('sends at most three links to one address in 15 minutes, answering the same', async () => {
    const user = await makers(t.db).user('client')
    for (let i = 0; i < 5; i++) expect((await forgot(user.email!)).json()).toEqual({ message: PASSWORD_RESET_MESSAGES.mailOff })
    expect(await mailCountReaching(user.email!, 3)).toBe(3)
    // the other two were dropped, not late: none follows
    await sleep(300)
    expect(await mailCountTo(user.email!)).toBe(3)
  })

  it('e-mails a link to PUBLIC_URL/reset-password and stores only the hash of its token', async () => {
    const user = await makers(t.db).user('client', { email: 'hash-check@example.org', firstName: 'Nell' })
    await forgot('HASH-CHECK@example.org')
    const link = await linkSentTo('hash-check@example.org')
    expect(link.origin + link.pathname).toBe('https://care.example.org/reset-password')
    const token = link.searchParams.get('token')!
    expect(token.length).toBeGreaterThanOrEqual(43)
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.tokenHash).not.toContain(token)
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hash-check@example.org'))
    expect(mail!.text).toContain('Hello Nell,')
    expect(mail!.html).toContain(`href="${link.toString()}"`)
  })

  it('refuses a malformed address with a 400', async () => {
    const res = await forgot('not-an-address')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Enter a valid e-mail address.' })
  })

  it('refuses an address over 254 characters, which no mail reaches, with a 400 that says so', async () => {
    const res = await forgot(`${'e'.repeat(60)}@${'d'.repeat(190)}.com`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: 'Email must be at most 254 characters long.',
      details: { email: ['Email must be at most 254 characters long.'] },
    })
  })
})

describe('resetting with the link', () => {
  it('sets the new password, ends every session of the person, and works only once', async () => {
    const user = await makers(t.db).user('client')
    const laptop = await signIn(t.app, user.email!, TEST_PASSWORD)
    const phone = await signIn(t.app, user.email!, TEST_PASSWORD)
    const someoneElse = await makers(t.db).user('client')
    const theirs = await signIn(t.app, someoneElse.email!, TEST_PASSWORD)

    await forgot(user.email!)
    const token = await tokenSentTo(user.email!)
    const res = await reset(token, 'brand-new-1', 'brand-new-1')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done })

    expect((await currentUser(laptop)).statusCode).toBe(401)
    expect((await currentUser(phone)).statusCode).toBe(401)
    const left = await t.db.select().from(sessions).where(sql`${sessions.sess}->>'userId' = ${user.id}`)
    expect(left).toHaveLength(0)
    expect((await currentUser(theirs)).statusCode).toBe(200)
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset'))
    expect(audited.map((a) => a.actorId)).toContain(user.id)

    await expect(signIn(t.app, user.email!, TEST_PASSWORD)).rejects.toThrow()
    expect(await signIn(t.app, user.email!, 'brand-new-1')).toMatch(/^hw_session=/)
    // the link reached their mailbox: the address is proved (a later Google sign-in keeps this password)
    const [after] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id))
    expect(after!.emailVerified).toBe(true)

    const again = await reset(token, 'another-one')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'BAD_REQUEST', message: PASSWORD_RESET_MESSAGES.used })
  })

  it('spends the other open links of the person too', async () => {
    const user = await makers(t.db).user('client')
    await forgot(user.email!)
    const first = await tokenSentTo(user.email!)
    await forgot(user.email!)
    const until = Date.now() + 5_000
    let second = first
    while (second === first && Date.now() < until) second = await tokenSentTo(user.email!)
    expect(second).not.toBe(first)

    expect((await reset(second)).statusCode).toBe(200)
    expect((await reset(first)).json().message).toBe(PASSWORD_RESET_MESSAGES.used)
  })

  it.each([
    ['a short password', 'abc12', 'abc12', 'Password must be at least 6 characters long.'],
    ['a confirmation that differs', 'secret-one', 'secret-two', 'Passwords do not match.'],
    ['a password over 200 characters', 'p'.repeat(201), 'p'.repeat(201), 'Password must be at most 200 characters long.'],
  ])('refuses %s with a message that says what is wrong and keeps the link usable', async (_, password, confirmPassword, message) => {
    const user = await makers(t.db).user('client')
    await forgot(user.email!)
    const token = await tokenSentTo(user.email!)
    const res = await reset(token, password, confirmPassword)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message })
    expect((await reset(token)).statusCode).toBe(200)
  })

  it('refuses an unknown token', async () => {
    const res = await reset('made-up-token-made-up-token-made-up-token-00')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.invalid })
  })

  it('takes form data as well as JSON', async () => {
    const user = await makers(t.db).user('client')
    await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email! }).toString(),
    })
    const token = await tokenSentTo(user.email!)
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, password: 'form-secret', confirmPassword: 'form-secret' }).toString(),
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('from one IP address', () => {
  it('answers 429 with a plain message past the sign-in limit', async () => {
    const strict = await startTestApp({ AUTH_ATTEMPTS_PER_IP: 2 })
    try {
      const ask = () => strict.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'a@example.org' } })
      expect((await ask()).statusCode).toBe(200)
      expect((await ask()).statusCode).toBe(200)
      const refused = await ask()
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' })
    } finally {
      await strict.close()
    }
  })
})

describe('the one-hour limit (service, with an injected clock)', () => {
  const start = new Date('2025-06-01T09:00:00Z')
  const at = (minutes: number, seconds = 0) => () => new Date(start.getTime() + minutes * 60_000 + seconds * 1000)
  const deps = (now: () => Date) => ({
    db: t.db,
    mailer: createMailer({ db: t.db, from: 'test@example.org', log: { info: () => {}, error: () => {} } }),
    publicUrl: 'https://care.example.org',
    now,
  })

  it('works until just before the hour is up and not at the hour', async () => {
    const early = await makers(t.db).user('client')
    const late = await makers(t.db).user('client')
    await requestPasswordReset(deps(at(0)), early.email!)
    await requestPasswordReset(deps(at(0)), late.email!)
    const earlyToken = await tokenSentTo(early.email!)
    const lateToken = await tokenSentTo(late.email!)
    const input = (token: string) => ({ token, password: 'in-time-1', confirmPassword: 'in-time-1' })

    await expect(resetPassword(deps(at(59, 59)), input(earlyToken))).resolves.toMatchObject({ id: early.id, email: early.email })
    const expired = resetPassword(deps(at(60)), input(lateToken))
    await expect(expired).rejects.toBeInstanceOf(AppError)
    await expect(expired).rejects.toThrow(PASSWORD_RESET_MESSAGES.expired)
  })
})

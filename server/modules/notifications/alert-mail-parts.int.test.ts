import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { useSignedInApp } from '../../test/signed-in-app'
import { raiseAlert } from '../alerts/alerts.service'
import { createMailer } from '../mail/mail.service'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/mail.test-smtp'
import { dispatchDue } from './notifications.service'
import { FALLBACK_WORDS, fallbackLinksIn } from '../mail/mail-html.test-kit'

// An urgent alert's e-mail as the mail server receives it (decision 0123): the plain text as it always was, and
// an HTML part with the alert, the number to ring as a tel: link and the button to the alert, in which a home's
// name with markup in it stays words
let smtp: TestSmtpServer
const bus = await createLiveBus()
const log = { info: () => {}, warn: () => {}, error: () => {} }
const t = useSignedInApp(
  {
    home: { role: 'client', firstName: 'Maggie <script>alert(1)</script>', lastName: 'Ellis & Daughters' },
    carer: { role: 'carer', firstName: 'Sarah', email: 'sarah-parts@example.org', in: 'home' },
  },
  { live: bus, signIn: false },
)
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  await t.db.update(users).set({ profileData: { phone: '+44 7700-900123' } }).where(eq(users.id, t.ids.home!))
})
afterAll(() => smtp?.close())

describe('an urgent alert e-mail, read from the mail server', () => {
  it('has both parts: the plain text as before, and HTML with the alert, a tel: link and the button, names escaped', async () => {
    const { alert } = await raiseAlert(
      { db: t.db, live: bus },
      { userId: t.ids.home!, type: 'emergency', severity: 'critical', title: 'Emergency button pressed', description: 'The Emergency button was pressed.', dedupeKey: 'parts:1' },
    )
    const mailer = createMailer({ db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Hearthwatch <care@example.org>', log })
    await dispatchDue({ db: t.db, mailer, publicUrl: 'https://care.example.org/', log }, ['email'])
    const mail = await smtp.waitForMail('sarah-parts@example.org')
    const name = 'Maggie <script>alert(1)</script> Ellis & Daughters'
    const link = `https://care.example.org/alerts?home=${t.ids.home}&alert=${alert!.id}`

    expect(mail.subject).toBe(`Urgent: Emergency button pressed — ${name}`)
    expect(mail.text).toContain(`Emergency button pressed (critical) — ${name}\n\nThe Emergency button was pressed.\n\nRaised `)
    expect(mail.text).toContain(`What to do: try to reach ${name} by phone on +44 7700-900123. If you cannot, go round`)
    expect(mail.text).toContain(`Open the alerts: ${link}`)

    expect(mail.html).toBeDefined()
    const html = mail.html!
    expect(html).toMatch(/<h1[^>]*>Emergency button pressed<\/h1>/)
    expect(html).toContain('The Emergency button was pressed.')
    expect(html).toContain('Maggie &lt;script&gt;alert(1)&lt;/script&gt; Ellis &amp; Daughters')
    expect(html).not.toMatch(/<script/i)
    expect(html).toMatch(/<a href="tel:\+447700900123"[^>]*>\+44 7700-900123<\/a>/)
    expect(html).toContain(`href="${link.replace('&', '&amp;')}"`)
    // under the button, the same address written out (escaped, as all the rest), for a mail app that strips or blocks buttons
    expect(fallbackLinksIn(html)).toEqual([{ href: link.replace('&', '&amp;'), shown: link.replace('&', '&amp;') }])
    // the plain text is as it was: its own line with the link, no second one
    expect(mail.text).not.toContain(FALLBACK_WORDS)
    expect(mail.text.split(link).length).toBe(2)
    expect(html).not.toMatch(/<img|<link|<style/i)
  })
})

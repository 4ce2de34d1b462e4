import { afterAll, describe, expect, it } from 'vitest'
import { useSignedInApp } from '../../test/signed-in-app'
import { resetMail } from '../password-reset/reset-mail'
import { expectPhoneMail, FALLBACK_WORDS, fallbackLinksIn } from './mail-html.test-kit'
import { startTestSmtpServer } from './mail.test-smtp'

// An invitation and a password reset as the mail server receives them (decision 0129): the plain text with its
// link as it always was, and an HTML part laid out for a phone, the same link one big button, in which names
// and an inviter's words with markup in them stay words
const smtp = await startTestSmtpServer()
afterAll(() => smtp.close())
const t = useSignedInApp(
  {
    admin: { role: 'admin', firstName: 'Ada <script>alert(1)</script>', lastName: 'Admin & Co' },
    home: { role: 'client', firstName: 'Grace &', lastName: '<i>Hopper</i>', signsIn: false },
    nell: { role: 'client', firstName: 'Nell <script>x</script> &', lastName: 'Hale', email: 'nell-parts@example.org', signsIn: false },
  },
  { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://care.example.org' } },
)

describe('the e-mails that carry a link, read from the mail server', () => {
  it('an invitation: the plain text with its link, and HTML with the same link as its one button, every name escaped', async () => {
    const res = await t.as('admin', 'POST', '/api/invitations', { email: 'invited-parts@example.org', role: 'carer', circleId: t.ids.home, message: 'See you <b>Monday</b> & bring tea' })
    expect(res.statusCode).toBe(201)
    expect(res.json().emailError).toBeNull()
    const mail = await smtp.waitForMail('invited-parts@example.org')
    const link = mail.text.match(/https:\/\/care\.example\.org\/invitations\/[\w-]{43}/)?.[0]
    const inviter = 'Ada <script>alert(1)</script> Admin & Co'

    expect(mail.subject).toBe('You are invited to Hearthwatch')
    expect(mail.text).toContain(`Hello,\n\n${inviter} has invited you to join Hearthwatch as a carer, to help look after Grace & <i>Hopper</i>.\n`)
    expect(mail.text).toContain(`${inviter} wrote: "See you <b>Monday</b> & bring tea"\n\nOpen this link within 7 days to set up your account:\n\n${link}\n\nThe link works once.`)

    const html = mail.html!
    expectPhoneMail(html, { button: { label: 'Accept your invitation', href: link! } })
    expect(html).not.toMatch(/<script|<i>|<b>/)
    expect(html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt; Admin &amp; Co has invited you')
    expect(html).toContain('to help look after Grace &amp; &lt;i&gt;Hopper&lt;/i&gt;.')
    expect(html).toContain('wrote: &quot;See you &lt;b&gt;Monday&lt;/b&gt; &amp; bring tea&quot;')
    // the link written out under the button, for a mail app that strips or blocks it; the text part has its link already
    expect(fallbackLinksIn(html)).toEqual([{ href: link, shown: link }])
    expect(mail.text).not.toContain(FALLBACK_WORDS)
  })

  it('a password reset: the plain text with its link, and HTML with the same link as its one button, the name escaped', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'nell-parts@example.org' } })
    expect(res.statusCode).toBe(200)
    const mail = await smtp.waitForMail('nell-parts@example.org')
    const link = mail.text.match(/https:\/\/care\.example\.org\/reset-password\?token=[\w-]{43}/)?.[0]

    expect(mail.subject).toBe('Reset your Hearthwatch password')
    // both parts as resetMail writes them for her first name (reset-mail.test.ts holds that text to the byte)
    expect(mail.text).toBe(resetMail('Nell <script>x</script> &', link!).text)
    expect(mail.html).toBe(resetMail('Nell <script>x</script> &', link!).html)

    const html = mail.html!
    expectPhoneMail(html, { button: { label: 'Reset your password', href: link! } })
    expect(html).not.toMatch(/<script/)
    expect(html).toContain('Hello Nell &lt;script&gt;x&lt;/script&gt; &amp;,')
    expect(fallbackLinksIn(html)).toEqual([{ href: link, shown: link }])
    expect(mail.text).not.toContain(FALLBACK_WORDS)
  })
})

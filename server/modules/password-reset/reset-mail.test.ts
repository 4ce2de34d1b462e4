import { describe, expect, it } from 'vitest'
import { expectPhoneMail } from '../mail/mail-html.test-kit'
import { resetMail } from './reset-mail'

// The password reset e-mail: the plain text as it was, and an HTML part laid out for a phone with one big
// Reset your password button (decision 0129)
const link = 'https://care.example.org/reset-password?token=abc_DEF-123&next=%2Falerts%3Fhome%3Dh1'

describe('the password reset e-mail', () => {
  it('keeps the subject and the plain text as they were, to the byte', () => {
    const mail = resetMail('Nell <script>alert(1)</script> & Co', link)
    expect(mail.subject).toBe('Reset your Hearthwatch password')
    expect(mail.text).toBe(
      [
        'Hello Nell <script>alert(1)</script> & Co,',
        '',
        'Someone asked to reset the password of your Hearthwatch account. Open this link within 60 minutes to choose a new one:',
        '',
        link,
        '',
        'The link works once. Resetting signs you out everywhere.',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    )
    expect(resetMail(null, link).text).toMatch(/^Hello,\n\nSomeone asked/)
  })

  it("is laid out for a phone, with the plain text's words and one big Reset your password button to the link", () => {
    const { html } = resetMail('Nell', link)
    expectPhoneMail(html, { button: { label: 'Reset your password', href: link } })
    expect(html).toContain('<title>Reset your Hearthwatch password</title>')
    expect(html).toContain('>Hello Nell,</p>')
    expect(html).toContain('Open this link within 60 minutes to choose a new one:</p>')
    expect(html).toContain('The link works once. Resetting signs you out everywhere.<br>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>')
  })

  it("escapes the person's name and the link", () => {
    const { html } = resetMail('Nell <script>alert(1)</script> & Co', link)
    expect(html).not.toMatch(/<script/)
    expect(html).toContain('Hello Nell &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co,')
    expect(html).toContain('href="https://care.example.org/reset-password?token=abc_DEF-123&amp;next=%2Falerts%3Fhome%3Dh1"')
  })
})

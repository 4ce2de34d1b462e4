import { describe, expect, it } from 'vitest'
import { expectPhoneMail } from '../mail/mail-html.test-kit'
import { signInOfferMail } from './sign-in-offer-mail'

// The e-mail that gives someone their own sign-in: the plain text as it was, and an HTML part laid out for a
// phone with one big button to choose a password (decision 0129)
const link = 'https://care.example.org/sign-in-offers/abc_DEF-123'
const offer = { firstName: 'Nell <script>alert(1)</script> & Co', offeredByName: 'Sam <b>Support</b> & Co', email: 'nell&co@example.org', link, ttlDays: 7 }

describe('the sign-in offer e-mail', () => {
  it('keeps the plain text as it was, to the byte', () => {
    expect(signInOfferMail(offer).text).toBe(
      [
        'Hello Nell <script>alert(1)</script> & Co,',
        '',
        "Sam <b>Support</b> & Co has asked us to give you your own sign-in to Hearthwatch, so that you can see your home's dashboard yourself.",
        '',
        'Open this link within 7 days to choose a password. You will then sign in with this address, nell&co@example.org:',
        '',
        link,
        '',
        'The link works once. If you were not expecting this, you can ignore this e-mail: nothing changes until the link is used.',
      ].join('\n'),
    )
    expect(signInOfferMail({ ...offer, firstName: null, offeredByName: null }).text).toMatch(/^Hello,\n\nSomeone at Hearthwatch has asked us/)
  })

  it("is laid out for a phone, with the plain text's words and one big Choose your password button to the link", () => {
    const { subject, html } = signInOfferMail({ ...offer, firstName: 'Nell', offeredByName: 'Sam Support' })
    expect(subject).toBe('Your own sign-in to Hearthwatch')
    expectPhoneMail(html, { button: { label: 'Choose your password', href: link } })
    expect(html).toContain('<title>Your own sign-in to Hearthwatch</title>')
    expect(html).toContain('>Hello Nell,</p>')
    expect(html).toContain('Open this link within 7 days to choose a password.')
    expect(html).toContain('nothing changes until the link is used.</p>')
  })

  it('escapes the names and the address', () => {
    const { html } = signInOfferMail(offer)
    expect(html).not.toMatch(/<script|<b>/)
    expect(html).toContain('Hello Nell &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co,')
    expect(html).toContain('Sam &lt;b&gt;Support&lt;/b&gt; &amp; Co has asked us')
    expect(html).toContain('this address, nell&amp;co@example.org:')
  })
})

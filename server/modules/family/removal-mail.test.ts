import { describe, expect, it } from 'vitest'
import { expectPhoneMail } from '../mail/mail-html.test-kit'
import { removalMail } from './removal-mail'

// The e-mail to someone taken out of a care circle: the plain text as it was, and an HTML part laid out for a
// phone (decision 0129). It has no button: there is nothing left for them to open, and the plain text has no link.
const mail = (names: { reader?: string; home?: string; by?: string } = {}) =>
  removalMail({
    reader: names.reader ?? 'Kit',
    home: { firstName: names.home ?? 'Edith', lastName: 'Lane', email: null, timeZone: 'Europe/London' },
    by: { firstName: names.by ?? 'Dora', lastName: 'Lane', email: null },
    at: new Date('2026-11-22T10:15:00Z'),
  })

describe('the e-mail to someone removed from a care circle', () => {
  it('keeps the subject and the plain text as they were, to the byte', () => {
    const { subject, text } = mail()
    expect(subject).toBe("You are no longer in Edith Lane's care circle")
    expect(text).toBe(
      [
        'Hello Kit,',
        '',
        "Dora Lane removed you from Edith Lane's care circle on Hearthwatch (Sun 22 Nov, 10:15 GMT).",
        '',
        'From now on no alert about Edith Lane will reach you, by e-mail or on your phone, and you can no longer see their home in Hearthwatch.',
        '',
        "If this was a mistake, ask Dora Lane or someone else in Edith Lane's care circle to invite you again.",
      ].join('\n'),
    )
  })

  it("is laid out for a phone, with the plain text's words and no button", () => {
    const { html } = mail()
    expectPhoneMail(html, { button: null })
    expect(html).toContain('<title>You are no longer in Edith Lane&#39;s care circle</title>')
    expect(html).toContain('>Hello Kit,</p>')
    expect(html).toContain('Dora Lane removed you from Edith Lane&#39;s care circle on Hearthwatch (Sun 22 Nov, 10:15 GMT).</p>')
    expect(html).toContain('From now on no alert about Edith Lane will reach you')
    expect(html).toContain('to invite you again.</p>')
  })

  it('escapes every name: the reader, the home and whoever removed them', () => {
    const { html } = mail({ reader: 'Kit <script>alert(1)</script>', home: 'Edith & <b>Co</b>', by: 'Dora <i>&</i>' })
    expect(html).not.toMatch(/<script|<b>|<i>/)
    expect(html).toContain('Hello Kit &lt;script&gt;alert(1)&lt;/script&gt;,')
    expect(html).toContain('Dora &lt;i&gt;&amp;&lt;/i&gt; Lane removed you from Edith &amp; &lt;b&gt;Co&lt;/b&gt; Lane&#39;s care circle')
  })
})

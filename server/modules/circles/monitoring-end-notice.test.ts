import { describe, expect, it } from 'vitest'
import { expectPhoneMail } from '../mail/mail-html.test-kit'
import { composeEndedNotice, type EndedNoticeInput } from './monitoring-end-notice'

// The e-mail that tells the family the watching of a home has ended (decision 0045): the plain text as it was,
// and an HTML part laid out for a phone with one big button to the alert history (decision 0129)
const ALERTS = 'https://care.example.org/alerts?home=h1&from=notice'
const NOTES = 'https://care.example.org/care-notes?home=h1'
const notice = (overrides: Partial<EndedNoticeInput> = {}) =>
  composeEndedNotice({
    circleName: 'Edith Lane',
    readerFirstName: 'Kit',
    endedAt: new Date('2026-11-22T10:15:00Z'),
    timeZone: 'Europe/London',
    alertsUrl: ALERTS,
    notesUrl: NOTES,
    ...overrides,
  })

describe('the e-mail that tells the family monitoring has ended', () => {
  it('keeps the subject and the plain text as they were, to the byte', () => {
    const { subject, text } = notice()
    expect(subject).toBe("Monitoring of Edith Lane's home has ended")
    expect(text).toBe(
      [
        'Hello Kit,',
        '',
        "Hearthwatch has stopped watching Edith Lane's home, at the family's word. Monitoring ended Sun 22 Nov, 10:15 GMT, so no more alerts will come about it.",
        '',
        "Edith Lane's alert history and care notes stay for you to read in Hearthwatch:",
        `Alerts: ${ALERTS}`,
        `Care notes: ${NOTES}`,
        '',
        'If monitoring should go on (it was ended by mistake, or they are coming home), ask Hearthwatch support to start it again.',
        '',
        "You get this one e-mail because you are in Edith Lane's care circle on Hearthwatch.",
      ].join('\n'),
    )
    expect(notice({ readerFirstName: null }).text).toMatch(/^Hello,\n\n/)
  })

  it("is laid out for a phone, with the plain text's words, one big button to the alerts and a link to the care notes", () => {
    const { html } = notice()
    expectPhoneMail(html, { button: { label: 'Open the alerts', href: ALERTS } })
    expect(html).toContain('<title>Monitoring of Edith Lane&#39;s home has ended</title>')
    expect(html).toContain('>Hello Kit,</p>')
    expect(html).toContain('Monitoring ended Sun 22 Nov, 10:15 GMT, so no more alerts will come about it.</p>')
    expect(html).toContain('Edith Lane&#39;s alert history and care notes stay for you to read in Hearthwatch:</p>')
    expect(html).toContain(`<a href="${NOTES}">Open the care notes</a>`)
    expect(html).toContain('ask Hearthwatch support to start it again.</p>')
    expect(html).toMatch(/font-size: 14px;">You get this one e-mail because you are in Edith Lane&#39;s care circle on Hearthwatch.<\/p>/)
  })

  it("escapes the home's and the reader's names", () => {
    const { html } = notice({ circleName: 'Edith <script>alert(1)</script> & Co', readerFirstName: 'Kit <b>&</b>' })
    expect(html).not.toMatch(/<script|<b>/)
    expect(html).toContain('Hello Kit &lt;b&gt;&amp;&lt;/b&gt;,')
    expect(html).toContain('stopped watching Edith &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co&#39;s home')
  })
})

import { describe, expect, it } from 'vitest'
import { alertMessage, sampleAlert, type MessageOverrides } from './alert-message-test-kit'

// The alert e-mail's HTML part, as a phone's mail app shows it at 2 a.m.: what happened, what to do, the
// number to ring as a tel: link, one big button to the alert; nothing from elsewhere, and names never markup
const alert = sampleAlert
const ALERTS_URL = 'https://care.example.org/alerts?home=h1&alert=a1'
const message = (overrides: MessageOverrides = {}) =>
  alertMessage({ alertsUrl: ALERTS_URL, settingsUrl: 'https://care.example.org/dashboard?notifications=1', phone: '+44 7700-900123', ...overrides })

describe("the alert e-mail's HTML part", () => {
  it("carries the alert's title, its explanation, when it was raised and one big link to the alert", () => {
    const { html } = message()
    expect(html).toMatch(/<h1[^>]*>Possible fall in the bathroom<\/h1>/)
    expect(html).toContain('No movement for 42 min since the bathroom.')
    expect(html).toContain('Raised Sun 22 Nov, 02:14 GMT.')
    // the one button, the link's &s escaped as an attribute wants them
    const buttons = html.match(/<a [^>]*>Open the alert<\/a>/g) ?? []
    expect(buttons).toHaveLength(1)
    expect(buttons[0]).toContain('href="https://care.example.org/alerts?home=h1&amp;alert=a1"')
    expect(buttons[0]).toMatch(/display:\s*block/)
    expect(html).toContain('href="https://care.example.org/dashboard?notifications=1"')
  })

  it('puts the number to ring where the plain text has it, as a tel: link with the digits only', () => {
    const { text, html } = message()
    expect(text).toContain('try to reach Margaret Ellis by phone on +44 7700-900123.')
    expect(html).toContain('<a href="tel:+447700900123"')
    expect(html).toMatch(/<a href="tel:\+447700900123"[^>]*>\+44 7700-900123<\/a>/)
  })

  it('has no number to ring where there is none, nor for the person watched, nor once the alert is resolved', () => {
    expect(message({ phone: null }).html).not.toContain('tel:')
    expect(message({ isSelf: true }).html).not.toContain('tel:')
    expect(message({ kind: 'resolved', alert: { ...alert, resolvedAt: new Date('2026-11-22T02:40:00Z') } }).html).not.toContain('tel:')
  })

  it("escapes every name and word it carries: a home, a person, a title, a note, a number", () => {
    const { html } = message({
      circleName: '<script>alert(1)</script> Tom & Jerry',
      alert: { ...alert, title: 'Fall <b>now</b>', description: 'Kitchen & "hall" <img src=x onerror=alert(1)>' },
      phone: '<script>+44</script> 7700',
    })
    expect(html).not.toMatch(/<script|<b>|<img/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; Jerry')
    expect(html).toContain('Fall &lt;b&gt;now&lt;/b&gt;')
    expect(html).toContain('Kitchen &amp; &quot;hall&quot; &lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('href="tel:447700"')
    const resolved = message({
      kind: 'resolved',
      circleName: 'Ann & <i>Bo</i>',
      resolvedByName: 'Dana <u>D</u>',
      alert: { ...alert, resolvedAt: new Date('2026-11-22T02:40:00Z'), resolutionNote: 'Rang her & <em>fine</em>' },
    }).html
    expect(resolved).not.toMatch(/<i>|<u>|<em>/)
    expect(resolved).toContain('Dana &lt;u&gt;D&lt;/u&gt; wrote: &quot;Rang her &amp; &lt;em&gt;fine&lt;/em&gt;&quot;')
  })

  it('loads nothing from elsewhere, styles inline only, and follows the reader’s light or dark mode', () => {
    for (const kind of ['raised', 'escalated', 'resolved'] as const) {
      const { html } = message({ kind, alert: { ...alert, resolvedAt: new Date('2026-11-22T02:40:00Z') } })
      expect(html, kind).not.toMatch(/<img|<link|<style|<script|url\(|@import|background-image/i)
      // the only addresses are the app's own links and the number
      const addresses = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1])
      expect(addresses.every((a) => a!.startsWith('https://care.example.org/') || a!.startsWith('tel:')), kind).toBe(true)
      expect(html, kind).toContain('<meta name="color-scheme" content="light dark">')
      // no page colour of its own: the text takes the mail app's, light or dark; the button's white on blue reads in both
      expect(html, kind).not.toMatch(/<body[^>]*background/i)
      expect(html, kind).toMatch(/background-color:\s*#1d4ed8;\s*color:\s*#ffffff/)
    }
  })

  it('leaves the plain-text part as it was', () => {
    const { text } = message()
    expect(text).toBe(
      [
        'Possible fall in the bathroom (high) — Margaret Ellis',
        '',
        'No movement for 42 min since the bathroom.',
        '',
        'Raised Sun 22 Nov, 02:14 GMT.',
        '',
        'What to do: try to reach Margaret Ellis by phone on +44 7700-900123. If you cannot, go round or ask someone nearby to check; if they are hurt, call the emergency services.',
        '',
        `Open the alerts: ${ALERTS_URL}`,
        '',
        "You get these e-mails because you are in Margaret Ellis's care circle on Hearthwatch. Choose which alerts you get: https://care.example.org/dashboard?notifications=1",
      ].join('\n'),
    )
  })
})

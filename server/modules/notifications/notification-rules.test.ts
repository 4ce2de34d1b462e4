import { describe, expect, it } from 'vitest'
import { defaultNotifyLevel } from '../../../contracts/notifications'
import { alertMessage, sampleAlert } from './alert-message-test-kit'
import { isUrgent, MAX_ATTEMPTS, retryDelayMs, wants } from './notification-rules'

const alert = sampleAlert
const message = alertMessage

describe('who is told', () => {
  it('defaults: carers and staff get urgent alerts, the person watched and client members none', () => {
    expect(defaultNotifyLevel('carer', 'carer')).toBe('urgent')
    expect(defaultNotifyLevel('support', null)).toBe('urgent')
    expect(defaultNotifyLevel('admin', null)).toBe('urgent')
    expect(defaultNotifyLevel('client', null)).toBe('none')
    expect(defaultNotifyLevel('client', 'client')).toBe('none')
    expect(defaultNotifyLevel('carer', 'client')).toBe('none')
  })

  it.each([
    ['inactivity', 'medium', true],
    ['emergency', 'high', true],
    ['sensor_offline', 'medium', false],
    ['sensor_offline', 'critical', true],
    ['pattern_change', 'low', false],
  ])('%s at %s is urgent: %s', (type, severity, urgent) => {
    expect(isUrgent({ type, severity })).toBe(urgent)
    expect(wants('urgent', { type, severity })).toBe(urgent)
    expect(wants('all', { type, severity })).toBe(true)
    expect(wants('none', { type, severity })).toBe(false)
  })

  it('a home no longer watched (its hub silent, or the server unable to check it) is urgent; one sensor gone quiet is not', () => {
    for (const dedupeKey of ['hub:hwk_abc', 'engine:stopped']) {
      expect(isUrgent({ type: 'sensor_offline', severity: 'high', dedupeKey }), dedupeKey).toBe(true)
      expect(wants('urgent', { type: 'sensor_offline', severity: 'high', dedupeKey }), dedupeKey).toBe(true)
    }
    for (const dedupeKey of ['offline:dev-1', 'battery:dev-1', 'chatter:dev-1', null, undefined]) {
      expect(wants('urgent', { type: 'sensor_offline', severity: 'high', dedupeKey }), String(dedupeKey)).toBe(false)
    }
  })

  it('backs off from a minute to an hour, and gives up after the last attempt', () => {
    expect([1, 2, 3, 4, 7, 8].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 5, 10, 60, 60])
    expect(MAX_ATTEMPTS).toBe(8)
  })
})

describe('what they are told', () => {
  it('gives the number the person watched gave, to call from the message, when there is one', () => {
    expect(message({ phone: '+44 7700 900461' }).text).toContain('What to do: try to reach Margaret Ellis by phone on +44 7700 900461. If you cannot, go round')
    expect(message({ phone: null }).text).toContain('What to do: try to reach Margaret Ellis by phone. If you cannot, go round')
  })

  it('of a home no longer watched: that nothing is, to check on the person another way, and how it is mended', () => {
    const hub = { type: 'sensor_offline', severity: 'high', title: 'Hub stopped reporting', description: 'The hall hub has not been heard for 45 min.', createdAt: alert.createdAt }
    expect(message({ alert: { ...hub, dedupeKey: 'hub:hwk_abc' } }).text).toContain(
      'What to do: until then nothing in the home is watched. Call Margaret Ellis or check on them another way, and check that the hub has power and its internet connection.',
    )
    expect(message({ alert: { ...hub, title: 'Monitoring has stopped', dedupeKey: 'engine:stopped' } }).text).toContain(
      'What to do: until then nothing in the home is watched. Call Margaret Ellis or check on them another way, and tell whoever runs Hearthwatch.',
    )
    // one sensor offline: no advice to call anyone
    expect(message({ alert: { ...hub, title: 'Sensor may be offline', dedupeKey: 'offline:dev-1' } }).text).not.toContain('What to do')
  })


  it('says what happened, when in the home’s own time, what to do and where to look', () => {
    const { subject, text } = message()
    expect(subject).toBe('Urgent: Possible fall in the bathroom — Margaret Ellis')
    expect(text).toContain('Possible fall in the bathroom (high) — Margaret Ellis')
    expect(text).toContain('No movement for 42 min since the bathroom.')
    expect(text).toContain('Raised Sun 22 Nov, 02:14 GMT.')
    expect(text).toContain('What to do: try to reach Margaret Ellis by phone.')
    expect(text).toContain('Open the alerts: https://c.example/alerts?home=1')
    expect(text).toContain("you are in Margaret Ellis's care circle")
    expect(message({ isStaff: true }).text).toContain("because you look after Margaret Ellis's home as Hearthwatch staff")
  })

  it('speaks to the person watched as "you" and gives them no instructions about themselves', () => {
    const { text } = message({ isSelf: true })
    expect(text).toContain('Possible fall in the bathroom (high) — you')
    expect(text).not.toContain('What to do')
  })

  it('words an escalation and a resolution', () => {
    expect(message({ kind: 'escalated', alert: { ...alert, severity: 'critical' } }).subject).toBe(
      'Still unresolved, now critical: Possible fall in the bathroom — Margaret Ellis',
    )
    const over = message({ kind: 'resolved', alert: { ...alert, resolvedAt: new Date('2026-11-22T02:40:00Z'), autoResolved: true } })
    expect(over.subject).toBe('Resolved: Possible fall in the bathroom — Margaret Ellis')
    expect(over.text).toContain('Hearthwatch saw activity again (or the cause cleared) and closed it at Sun 22 Nov, 02:40 GMT.')
    expect(over.pushBody).toBe('Margaret Ellis: the alert is closed.')
    // what Hearthwatch saw that closed it, where it says
    const seen = message({ kind: 'resolved', alert: { ...alert, resolvedAt: new Date('2026-11-22T02:40:00Z'), autoResolved: true, resolvedHow: 'The front door opened at 02:38: they may have gone out, or someone came in.' } })
    expect(seen.text).toContain(
      'is resolved: Hearthwatch closed it at Sun 22 Nov, 02:40 GMT. The front door opened at 02:38: they may have gone out, or someone came in.',
    )
    expect(seen.pushBody).toBe('Margaret Ellis: the alert is closed. The front door opened at 02:38: they may have gone out, or someone came in.')
    const byHand = message({ kind: 'resolved', alert: { ...alert, resolvedAt: new Date('2026-11-22T02:40:00Z') }, resolvedByName: 'Sarah Ellis' })
    expect(byHand.text).toContain('is resolved: Sarah Ellis marked it resolved at Sun 22 Nov, 02:40 GMT.')
    // the push too: someone driving round is told another person has seen to it
    expect(byHand.pushBody).toBe('Margaret Ellis: the alert is closed. Sarah Ellis marked it resolved.')
  })

  it('passes on what the person who resolved it wrote, in the e-mail and the push', () => {
    const resolvedAt = new Date('2026-11-22T02:40:00Z')
    const note = 'Rang her — she was in the garden, fine'
    const said = message({ kind: 'resolved', alert: { ...alert, resolvedAt, resolutionNote: note }, resolvedByName: 'Dora Tester' })
    expect(said.text).toContain('is resolved: Dora Tester marked it resolved at Sun 22 Nov, 02:40 GMT.\n\nDora Tester wrote: "Rang her — she was in the garden, fine"\n')
    expect(said.pushBody).toBe('Margaret Ellis: the alert is closed. Resolved by Dora Tester: "Rang her — she was in the garden, fine"')
    // a note of the longest kind still leaves a push of at most 300 characters, cut where it says so
    const long = message({ kind: 'resolved', alert: { ...alert, resolvedAt, resolutionNote: 'y'.repeat(500) }, resolvedByName: 'Dora Tester' })
    expect(long.pushBody).toHaveLength(300)
    expect(long.pushBody.endsWith('y…')).toBe(true)
    expect(long.text).toContain(`Dora Tester wrote: "${'y'.repeat(500)}"`)
    // nobody named: the note is still passed on
    expect(message({ kind: 'resolved', alert: { ...alert, resolutionNote: note } }).text).toContain(`Someone in the care circle wrote: "${note}"`)
  })

  it('gives the lock screen how bad, what and whose home, for news and for the end of it', () => {
    expect(message().pushTitle).toBe('Urgent: Possible fall in the bathroom — Margaret Ellis')
    expect(message({ alert: { ...alert, type: 'sensor_offline', severity: 'low', title: 'Sensor may be offline' } }).pushTitle).toBe('Sensor may be offline — Margaret Ellis')
    expect(message({ kind: 'escalated', alert: { ...alert, severity: 'critical' } }).pushTitle).toBe('Now critical: Possible fall in the bathroom — Margaret Ellis')
    expect(message({ kind: 'resolved', alert: { ...alert, resolvedAt: new Date('2026-11-22T02:40:00Z') } }).pushTitle).toBe('Resolved: Possible fall in the bathroom — Margaret Ellis')
  })

  it("says in the push when it was raised on the home's clock, however long the description", () => {
    expect(message().pushBody).toBe('No movement for 42 min since the bathroom. Raised Sun 22 Nov, 02:14 GMT.')
    const long = message({ timeZone: 'America/New_York', alert: { ...alert, description: 'x'.repeat(400) } }).pushBody
    expect(long).toHaveLength(300)
    expect(long.endsWith('x… Raised Sat 21 Nov, 21:14 GMT-5.')).toBe(true)
  })
})

describe('what they are told, line by line', () => {
  it('lays out a carer’s e-mail: what and whose, what happened, when, what to do, where to look, why they get it', () => {
    expect(message().text).toBe(
      [
        'Possible fall in the bathroom (high) — Margaret Ellis',
        '',
        'No movement for 42 min since the bathroom.',
        '',
        'Raised Sun 22 Nov, 02:14 GMT.',
        '',
        'What to do: try to reach Margaret Ellis by phone. If you cannot, go round or ask someone nearby to check; if they are hurt, call the emergency services.',
        '',
        'Open the alerts: https://c.example/alerts?home=1',
        '',
        "You get these e-mails because you are in Margaret Ellis's care circle on Hearthwatch. Choose which alerts you get: https://c.example/dashboard?notifications=1",
      ].join('\n'),
    )
  })

  it('marks as urgent in the subject what is treated as urgent (it wakes, and says what to do), whatever its severity', () => {
    const offline = { ...alert, type: 'sensor_offline', severity: 'critical', title: 'Sensor offline' }
    expect(message({ alert: offline }).subject).toBe('Urgent: Sensor offline — Margaret Ellis')
    expect(message({ alert: { ...offline, severity: 'medium' } }).subject).toBe('Sensor offline — Margaret Ellis')
    // a sensor that keeps firing is high but not urgent: no 'Urgent', and no 'What to do'
    const firing = message({ alert: { ...offline, severity: 'high', title: 'Sensor keeps firing', dedupeKey: 'chatter:dev-1' } })
    expect(firing.subject).toBe('Sensor keeps firing — Margaret Ellis')
    expect(firing.text).not.toContain('What to do')
    // unusual inactivity at medium wakes and says what to do: it says 'Urgent' too
    expect(message({ alert: { ...alert, type: 'inactivity', severity: 'medium', title: 'Unusual inactivity' } }).subject).toBe('Urgent: Unusual inactivity — Margaret Ellis')
    expect(message({ alert: { ...offline, severity: 'high', title: 'Hub stopped reporting', dedupeKey: 'hub:hwk_1' } }).subject).toBe('Urgent: Hub stopped reporting — Margaret Ellis')
  })

  it('says an escalated alert is still open and how bad it is now, and says so only when it escalated', () => {
    const pattern = { ...alert, type: 'pattern_change', severity: 'medium', title: 'Getting up later' }
    const escalated = message({ kind: 'escalated', alert: pattern })
    expect(escalated.subject).toBe('Still unresolved, now medium: Getting up later — Margaret Ellis')
    expect(escalated.text).toContain('Getting up later (medium) — Margaret Ellis')
    expect(escalated.text).toContain('Raised Sun 22 Nov, 02:14 GMT.\nIt is still open and is now medium.')
    expect(message({ alert: { ...pattern, severity: 'low' } }).text).toContain('Getting up later (low) — Margaret Ellis')
    expect(message({ alert: pattern }).text).not.toContain('It is still open')
  })

  it('names no one when it does not know who resolved it, and gives no time it does not have', () => {
    expect(message({ kind: 'resolved' }).text).toContain(
      'The alert "Possible fall in the bathroom" for Margaret Ellis is resolved: Someone in the care circle marked it resolved.\n',
    )
  })

  it('tells the person watched that the alerts come from their own care circle', () => {
    expect(message({ isSelf: true }).text).toContain('because you are in your own care circle on Hearthwatch.')
  })

  it('cuts a push description only when it and the time raised would pass 300 characters', () => {
    const raisedAt = ' Raised Sun 22 Nov, 02:14 GMT.'
    const fits = 'x'.repeat(300 - raisedAt.length)
    expect(message({ alert: { ...alert, description: fits } }).pushBody).toBe(`${fits}${raisedAt}`)
    const over = message({ alert: { ...alert, description: `${fits}y` } }).pushBody
    expect(over).toBe(`${'x'.repeat(299 - raisedAt.length)}…${raisedAt}`)
  })
})

import { describe, expect, it } from 'vitest'
import { alertsIntroLines } from './alerts-intro'

const HOME = 'Margaret Hopper'
const carer = { alertEmails: 'urgent', alertPush: 'urgent', hasEmail: true, pushEndpoints: [] as string[] } as const
const CHANGE = 'You can change this under Notifications in the menu.'

describe('how alerts reach a new carer, in words', () => {
  it.each([
    [
      "a new carer's defaults: urgent alerts by e-mail, no device with push yet",
      carer,
      [
        `Alerts for ${HOME} reach you by e-mail at sarah@example.org: urgent alerts only (no movement for too long, a possible fall, the Emergency button), day and night.`,
        'No device of yours has push notifications turned on yet.',
        CHANGE,
      ],
    ],
    [
      'every alert by e-mail, push switched off',
      { ...carer, alertEmails: 'all', alertPush: 'none' },
      [
        `Alerts for ${HOME} reach you by e-mail at sarah@example.org: every alert, the urgent ones day and night; others raised at night wait until 7:00.`,
        'Push notifications are off.',
        CHANGE,
      ],
    ],
    [
      'e-mail and push on two devices',
      { ...carer, pushEndpoints: ['https://push.example/a', 'https://push.example/b'] },
      [
        expect.stringContaining('by e-mail at sarah@example.org: urgent alerts only'),
        'Also by push on 2 devices: urgent alerts only (no movement for too long, a possible fall, the Emergency button), day and night.',
        CHANGE,
      ],
    ],
    [
      'no e-mail, push on one device',
      { ...carer, alertEmails: 'none', pushEndpoints: ['https://push.example/a'] },
      [`Alerts for ${HOME} reach you by push on one device: urgent alerts only (no movement for too long, a possible fall, the Emergency button), day and night.`, CHANGE],
    ],
    [
      'nothing at all',
      { ...carer, alertEmails: 'none' },
      [`No alert about ${HOME} reaches you while Hearthwatch is closed, emergencies included.`, CHANGE],
    ],
  ] as const)('%s', (_, settings, lines) => {
    expect(alertsIntroLines(HOME, 'sarah@example.org', { ...settings, pushEndpoints: [...settings.pushEndpoints] })).toEqual(lines)
  })

  it('does not promise e-mails to an account without an address', () => {
    expect(alertsIntroLines(HOME, null, { ...carer, hasEmail: false, pushEndpoints: [] })[0]).toMatch(/^No alert about/)
  })
})

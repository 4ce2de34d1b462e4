import { describe, expect, it } from 'vitest'
import { MAIL_OFF_ERROR, notEmailedText } from './mail'

describe('the words when a link was saved but not e-mailed', () => {
  it('say e-mail is not set up, and what helps, when the server has none', () => {
    expect(notEmailedText('ann@example.org', MAIL_OFF_ERROR, 'Please try again later.')).toBe(
      "E-mail is not set up on this server, so nothing was sent to ann@example.org: the server's administrator can set SMTP_URL, or find the link in the server's log.",
    )
  })

  it('tell a family member whom to ask, without the server settings', () => {
    expect(notEmailedText('tom@example.org', MAIL_OFF_ERROR, 'Invite them again later to send a new link.', 'family')).toBe(
      'This Hearthwatch server cannot send e-mail yet, so nothing was sent to tom@example.org. The invitation is kept: ask whoever runs Hearthwatch to set up e-mail or to pass the link on.',
    )
  })

  it('say a passing failure is one, with the way to try again', () => {
    expect(notEmailedText('ann@example.org', 'connect ECONNREFUSED', 'Please try again later.')).toBe('We could not e-mail ann@example.org just now. Please try again later.')
  })
})

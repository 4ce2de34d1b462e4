import { describe, expect, it } from 'vitest'
import { MAIL_OFF_ERROR, notEmailedText, unsentInvitationText } from './mail'

describe('the words when a link was saved but not e-mailed', () => {
  it('say e-mail is not set up, and what helps, when the server has none', () => {
    expect(notEmailedText('ann@example.org', MAIL_OFF_ERROR, 'Please try again later.')).toBe(
      "E-mail is not set up on this server, so nothing was sent to ann@example.org: the server's administrator can set SMTP_URL, or find the link in the server's log.",
    )
  })

  it('say a passing failure is one, with the way to try again', () => {
    expect(notEmailedText('ann@example.org', 'connect ECONNREFUSED', 'Please try again later.')).toBe('We could not e-mail ann@example.org just now. Please try again later.')
  })
})

describe('the words for an invitation that was saved but not e-mailed, the same on User Management and Family Members', () => {
  it('give its link to the person who invited, to pass on to that address alone', () => {
    expect(unsentInvitationText('tom@example.org', MAIL_OFF_ERROR, true, 7)).toBe(
      'This Hearthwatch server cannot send e-mail yet, so nothing was sent to tom@example.org. The invitation is kept: copy its link and send it to them yourself. Send it to tom@example.org only: whoever opens it can join as them. It works for 7 days.',
    )
    expect(unsentInvitationText('tom@example.org', 'connect ECONNREFUSED', true, 7)).toMatch(/^We could not e-mail tom@example.org just now\. The invitation is kept: copy its link/)
  })

  it('never say to pass on a link the person was not given', () => {
    expect(unsentInvitationText('tom@example.org', MAIL_OFF_ERROR, false, 7)).toBe(
      'This Hearthwatch server cannot send e-mail yet, so nothing was sent to tom@example.org. The invitation is kept: press Resend later to send it again.',
    )
  })
})

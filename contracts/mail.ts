/**
 * What an invitation or a sign-in link answers as its `emailError` when the server has no e-mail set up
 * (no SMTP_URL): the message went only to the server's log. Saying "sent" then told an admin an invitation
 * was on its way that never would be; "try again later" would not help either.
 */
export const MAIL_OFF_ERROR = 'E-mail is not set up on this server (SMTP_URL)'

/**
 * The toast's words when a sign-in link was saved but not e-mailed: why, and what helps (`retry` when it was a
 * passing failure). Staff run the server or know who does, and can act on SMTP_URL and the log
 */
export function notEmailedText(email: string, emailError: string, retry: string): string {
  if (emailError === MAIL_OFF_ERROR) {
    return `E-mail is not set up on this server, so nothing was sent to ${email}: the server's administrator can set SMTP_URL, or find the link in the server's log.`
  }
  return `We could not e-mail ${email} just now. ${retry}`
}

/**
 * An invitation whose e-mail did not go, in the same words on User Management and Family Members (invite and
 * Resend alike): the person who invited has the link (`hasLink`) and passes it on; it told them to 'pass the link
 * on' while the link was in the server's log alone. `ttlDays`: how long the link works
 */
export function unsentInvitationText(email: string, emailError: string, hasLink: boolean, ttlDays: number): string {
  const why = emailError === MAIL_OFF_ERROR ? `This Hearthwatch server cannot send e-mail yet, so nothing was sent to ${email}.` : `We could not e-mail ${email} just now.`
  if (!hasLink) return `${why} The invitation is kept: press Resend later to send it again.`
  return `${why} The invitation is kept: copy its link and send it to them yourself. Send it to ${email} only: whoever opens it can join as them. It works for ${ttlDays} days.`
}

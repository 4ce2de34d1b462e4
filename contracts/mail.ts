/**
 * What an invitation or a sign-in link answers as its `emailError` when the server has no e-mail set up
 * (no SMTP_URL): the message went only to the server's log. Saying "sent" then told an admin an invitation
 * was on its way that never would be; "try again later" would not help either.
 */
export const MAIL_OFF_ERROR = 'E-mail is not set up on this server (SMTP_URL)'

/** The toast's words when a link was saved but not e-mailed: why, and what helps (`retry` when it was a passing failure) */
export function notEmailedText(email: string, emailError: string, retry: string): string {
  if (emailError === MAIL_OFF_ERROR) {
    return `E-mail is not set up on this server, so nothing was sent to ${email}: the server's administrator can set SMTP_URL, or find the link in the server's log.`
  }
  return `We could not e-mail ${email} just now. ${retry}`
}

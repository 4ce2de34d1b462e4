/**
 * What an invitation or a sign-in link answers as its `emailError` when the server has no e-mail set up
 * (no SMTP_URL): the message went only to the server's log. Saying "sent" then told an admin an invitation
 * was on its way that never would be; "try again later" would not help either.
 */
export const MAIL_OFF_ERROR = 'E-mail is not set up on this server (SMTP_URL)'

/**
 * The toast's words when a link was saved but not e-mailed: why, and what helps (`retry` when it was a
 * passing failure). `reader`: staff run the server or know who does, and can act on SMTP_URL and the
 * log; a family member inviting a brother cannot, and is told whom to ask
 */
export function notEmailedText(email: string, emailError: string, retry: string, reader: 'staff' | 'family' = 'staff'): string {
  if (emailError === MAIL_OFF_ERROR) {
    return reader === 'staff'
      ? `E-mail is not set up on this server, so nothing was sent to ${email}: the server's administrator can set SMTP_URL, or find the link in the server's log.`
      : `This Hearthwatch server cannot send e-mail yet, so nothing was sent to ${email}. The invitation is kept: ask whoever runs Hearthwatch to set up e-mail or to pass the link on.`
  }
  return `We could not e-mail ${email} just now. ${retry}`
}

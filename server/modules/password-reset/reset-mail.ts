import { RESET_LINK_TTL_MINUTES } from '../../../contracts/password-reset'
import { button, lineBreak, mailHtml, paragraph, smallPrint } from '../mail/mail-html'

/** The e-mail with a reset link: who it is for, how long the link works, what using it does */
export function resetMail(firstName: string | null, link: string) {
  const subject = 'Reset your Hearthwatch password'
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,'
  const asked = `Someone asked to reset the password of your Hearthwatch account. Open this link within ${RESET_LINK_TTL_MINUTES} minutes to choose a new one:`
  const after = ['The link works once. Resetting signs you out everywhere.', 'If you did not ask for this, ignore this e-mail: your password stays as it is.']
  const text = [greeting, '', asked, '', link, '', ...after].join('\n')
  // the same words for a phone's mail app, the link a button (decision 0129)
  const html = mailHtml(subject, [paragraph(greeting), paragraph(asked), button(link, 'Reset your password'), smallPrint([after[0]!, lineBreak, after[1]!])])
  return { subject, text, html }
}

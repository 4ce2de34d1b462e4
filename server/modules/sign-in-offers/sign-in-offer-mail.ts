import { button, mailHtml, paragraph, smallPrint } from '../mail/mail-html'

/**
 * The e-mail that carries a sign-in link: who asked, the address it signs in with, how long the link
 * works, and that nothing changes until it is used (the address is not yet proved to be theirs).
 */
export function signInOfferMail({
  firstName,
  offeredByName,
  email,
  link,
  ttlDays,
}: {
  firstName: string | null
  offeredByName: string | null
  email: string
  link: string
  ttlDays: number
}) {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,'
  const who = offeredByName ?? 'Someone at Hearthwatch'
  const asked = `${who} has asked us to give you your own sign-in to Hearthwatch, so that you can see your home's dashboard yourself.`
  const open = `Open this link within ${ttlDays} days to choose a password. You will then sign in with this address, ${email}:`
  const after = 'The link works once. If you were not expecting this, you can ignore this e-mail: nothing changes until the link is used.'
  const text = [greeting, '', asked, '', open, '', link, '', after].join('\n')
  const subject = 'Your own sign-in to Hearthwatch'
  // the same words for a phone's mail app, the link a button (decision 0129)
  const html = mailHtml(subject, [paragraph(greeting), paragraph(asked), paragraph(open), button(link, 'Choose your password'), smallPrint(after)])
  return { subject, text, html }
}

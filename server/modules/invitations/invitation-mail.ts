import type { Role } from '../../../contracts/enums'
import { circlePhrase, familyMemberPhrase } from '../../../contracts/invitations'
import { button, mailHtml, paragraph, smallPrint } from '../mail/mail-html'

const ROLE_WORDS: Record<Role, string> = {
  admin: 'an administrator',
  support: 'a member of the support team',
  carer: 'a carer',
  client: 'a client',
}

interface MailInvitation {
  role: Role
  invitedByName: string | null
  circleName: string | null
  /** the inviter's own words (Invite User, Invite Family Member), or null */
  message?: string | null
  /** it asks her in as a family member with the role chosen (asksInAsFamily): the family's own, or staff's from Family Members */
  isFromFamily?: boolean
}

/** Who the address belongs to: nobody yet, a carer of another home (decision 0014), or a client whose own home is empty (decision 0044) */
export type InvitedAccount = 'none' | 'carer' | 'empty-home'

/** One plain sentence on what Hearthwatch is, for someone who has never heard of it, naming the home when there is one */
export const aboutHearthwatch = (circleName: string | null) =>
  `Hearthwatch uses small sensors in ${circleName ? `${circleName}'s home` : "people's homes"} to notice when something may be wrong, and tells the people who look after them.`

/**
 * The one invitation e-mail, whoever sends it (staff from User Management, the family from Family Members):
 * who asked, as what, what Hearthwatch is, the inviter's own words if any, the link and how long it works.
 * An address with an account signs in to accept: a carer adds a home (decision 0014); someone who signed up before being
 * invited is told the empty home their sign-up made goes away (decision 0044).
 */
export function invitationMail({
  invitation,
  link,
  ttlDays,
  existing = 'none',
}: {
  invitation: MailInvitation
  link: string
  ttlDays: number
  existing?: InvitedAccount
}) {
  const who = invitation.invitedByName ?? 'Someone at Hearthwatch'
  const { role, circleName } = invitation
  const asWhat =
    invitation.isFromFamily && (role === 'carer' || role === 'client') ? familyMemberPhrase(role, circleName) : `as ${ROLE_WORDS[role]}${circlePhrase(role, circleName)}`
  const invited =
    existing === 'carer'
      ? `${who} has invited you to help look after ${circleName ?? 'another home'} on Hearthwatch too.`
      : `${who} has invited you to join Hearthwatch ${asWhat}.`
  const open = {
    none: `Open this link within ${ttlDays} days to set up your account:`,
    carer: `You already have a Hearthwatch account, so there is nothing to set up. Open this link within ${ttlDays} days and sign in to accept; you will then be able to switch between the homes you help with:`,
    'empty-home':
      `You already have a Hearthwatch account, so there is nothing to set up. Open this link within ${ttlDays} days and sign in to accept. ` +
      `The home your account made when you signed up has no sensors, notes or people in it: it goes away when you accept, and you will see ${invitation.circleName ?? 'the home you are invited to'} instead:`,
  }[existing]
  const about = aboutHearthwatch(invitation.circleName)
  const after = 'The link works once. If you were not expecting this, you can ignore this e-mail.'
  const note = invitation.message ? `${who} wrote: "${invitation.message}"` : null
  const text = ['Hello,', '', invited, about, '', ...(note ? [note, ''] : []), open, '', link, '', after].join('\n')
  const subject = existing === 'carer' ? 'You are invited to help look after another home' : 'You are invited to Hearthwatch'
  // the same words for a phone's mail app, the link a button (decision 0129)
  const html = mailHtml(subject, [
    paragraph('Hello,'),
    paragraph(`${invited} ${about}`),
    ...(note ? [paragraph(note)] : []),
    paragraph(open),
    button(link, 'Accept your invitation'),
    smallPrint(after),
  ])
  return { subject, text, html }
}

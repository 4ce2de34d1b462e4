import type { Role } from '../../../contracts/enums'
import { circlePhrase } from '../../../contracts/invitations'
import { escapeHtml } from '../../lib/secret-token'

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
  /** the inviter's own words (Invite Family Member), or null */
  message?: string | null
}

/**
 * The invitation e-mail: who asked, as what, the link and how long it works. `hasAccount`: a carer
 * invited into another home, who signs in to accept (decision 0014).
 */
export function invitationMail({
  invitation,
  link,
  ttlDays,
  hasAccount = false,
}: {
  invitation: MailInvitation
  link: string
  ttlDays: number
  hasAccount?: boolean
}) {
  const who = invitation.invitedByName ?? 'Someone at Hearthwatch'
  const circle = circlePhrase(invitation.role, invitation.circleName)
  const invited = hasAccount
    ? `${who} has invited you to help look after ${invitation.circleName ?? 'another home'} on Hearthwatch too.`
    : `${who} has invited you to join Hearthwatch as ${ROLE_WORDS[invitation.role]}${circle}.`
  const open = hasAccount
    ? `You already have a Hearthwatch account, so there is nothing to set up. Open this link within ${ttlDays} days and sign in to accept; you will then be able to switch between the homes you help with:`
    : `Open this link within ${ttlDays} days to set up your account:`
  const after = 'The link works once. If you were not expecting this, you can ignore this e-mail.'
  const note = invitation.message ? `${who} wrote: "${invitation.message}"` : null
  const text = ['Hello,', '', invited, '', ...(note ? [note, ''] : []), open, '', link, '', after].join('\n')
  const html = `<p>Hello,</p>
<p>${escapeHtml(invited)}</p>
${note ? `<p>${escapeHtml(note)}</p>\n` : ''}<p>${escapeHtml(open)}</p>
<p><a href="${escapeHtml(link)}">Accept your invitation</a></p>
<p>${escapeHtml(after)}</p>`
  const subject = hasAccount ? 'You are invited to help look after another home' : 'You are invited to Hearthwatch'
  return { subject, text, html }
}

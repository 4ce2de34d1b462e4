import type { InvitationPreview } from '@contracts/invitations'
import { useQuery } from '@tanstack/react-query'

/** What the link invites to: 404 for a link that never was, 410 for one used or expired */
export const useInvitation = (token: string) => useQuery<InvitationPreview>({ queryKey: ['/api/invitations', token] })

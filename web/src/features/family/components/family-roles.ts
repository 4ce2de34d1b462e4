import type { FAMILY_ROLES } from '@contracts/enums'

/** The invitation roles as SPEC.md §6 words them */
export const FAMILY_ROLE_LABELS: Record<(typeof FAMILY_ROLES)[number], string> = {
  carer: 'Caregiver - Can monitor and receive alerts',
  client: 'Client - Limited access to own data',
}

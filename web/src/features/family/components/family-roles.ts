import type { FAMILY_ROLES } from '@contracts/enums'
import type { Option } from '@/components/option-select'

/** The invitation roles as SPEC.md §6 words them */
export const FAMILY_ROLE_OPTIONS: readonly Option<(typeof FAMILY_ROLES)[number]>[] = [
  { value: 'carer', label: 'Caregiver - Can monitor and receive alerts' },
  { value: 'client', label: 'Client - Limited access to own data' },
]

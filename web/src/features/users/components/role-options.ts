import type { Role } from '@contracts/enums'
import type { Option } from '@/components/option-select'

/** The roles in the order the users page lists them: the Edit User picker and the role filter */
export const ROLE_OPTIONS: Option<Role>[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'support', label: 'Support' },
  { value: 'carer', label: 'Carer' },
  { value: 'client', label: 'Client' },
]

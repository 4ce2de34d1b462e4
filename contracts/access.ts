import type { Role } from './enums'

const STAFF = ['admin', 'support'] as const
const CARERS = ['admin', 'support', 'carer'] as const

/**
 * Who may do what: SPEC.md §6, in one table the server enforces and the web app reads to show or
 * hide buttons. Whose data (which care circle) is checked separately, per call.
 */
export const PERMISSIONS = {
  'sensors.manage': CARERS, // Add Sensor, edit, the sensor card menu, hub keys, sync
  'sensors.delete': STAFF,
  'sensors.link_cloud': STAFF, // link a home to its Tuya account; sync a home that has none
  'home.settings': CARERS, // the home's time zone, whether a pet lives there (the person watched cannot change settings: SPEC §2 Family)
  'home.end_monitoring': STAFF, // end the watching of a home (moved into care, died) or start it again: decision 0045
  // a copy of a home's data (decision 0063): staff for any home, the person watched for her own only
  // (mayDownloadHomeData); never a carer, who may be on one side of a family's quarrel
  'home.export': ['admin', 'support', 'client'],
  'notes.write': CARERS, // Add/Edit Note
  'notes.delete': STAFF,
  'family.view': CARERS,
  'family.manage': CARERS,
  'users.view': STAFF,
  'users.manage': STAFF,
  'users.delete': ['admin'],
  'billing.view': STAFF,
  'billing.manage': STAFF, // start a trial, add a card, cancel, reactivate
  'business.view': ['admin'],
  'business.manage': ['admin'], // set a home's subscription by hand, record costs
  'audit.view': ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export const can = (role: Role, permission: Permission) => (PERMISSIONS[permission] as readonly Role[]).includes(role)

export const isStaff = (role: Role) => role === 'admin' || role === 'support'

/**
 * Whether this person may download a copy of the home `clientId` (decision 0063): staff, for any home
 * (how support keeps the privacy page's promise), and the person watched, for her own. A client who
 * joined someone else's circle is not that home's person, and gets no copy of it.
 */
export const mayDownloadHomeData = (actor: { id: string; role: Role }, clientId: string) =>
  isStaff(actor.role) || (can(actor.role, 'home.export') && actor.id === clientId)

/**
 * Whose account, role or standing someone may change in User Management: staff accounts reach every
 * home, so only an admin edits, deactivates or reactivates one (decisions 0009, 0010); support keeps
 * managing carers and clients. The same rule, given the role a pending invitation carries, says who
 * may resend, revoke or replace it: an invitation to a staff role is an admin's, as the account it makes.
 */
export const mayManageAccountOf = (actorRole: Role, targetRole: Role) => actorRole === 'admin' || !isStaff(targetRole)

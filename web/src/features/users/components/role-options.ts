import type { Role } from '@contracts/enums'
import { NO_SIGN_IN_ROLE_MESSAGE } from '@contracts/users'
import type { Option } from '@/components/option-select'

/** The roles in the order the users page lists them: the Edit User picker and the role filter */
export const ROLE_OPTIONS: Option<Role>[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'support', label: 'Support' },
  { value: 'carer', label: 'Carer' },
  { value: 'client', label: 'Client' },
]

export const HOME_IN_USE_HINT = "A client's role stays Client while their home is in use: the home and its sensors would stop being monitored."

/**
 * What Edit User offers for a person's role (decision 0010, the server's rules): only an admin grants
 * a staff role (and only an admin edits a staff account at all, so support only ever edits a carer or a
 * client), and a client whose home is in use, or who does not sign in (decision 0025), keeps the client
 * role. `lockedBy` says why the role cannot change, when it cannot.
 */
export function roleChoice(
  viewerRole: Role,
  user: { role: Role; hasHome: boolean; signsIn: boolean },
): { options: Option<Role>[]; lockedBy: string | null } {
  const grantable = ROLE_OPTIONS.filter((o) => viewerRole === 'admin' || o.value === 'carer' || o.value === 'client')
  if (user.role === 'client' && !user.signsIn) return { options: grantable, lockedBy: NO_SIGN_IN_ROLE_MESSAGE }
  if (user.role === 'client' && user.hasHome) return { options: grantable, lockedBy: HOME_IN_USE_HINT }
  return { options: grantable, lockedBy: null }
}

const possessive = (name: string) => `${name}'s`

/** "Ruth Yardley's home", "Alan Abbott's and Ruth Yardley's homes", "Alan Abbott's, Bea Cole's and Ruth Yardley's homes" */
export function homesOf(names: string[]): string {
  const owned = names.map(possessive)
  const listed = owned.length > 1 ? `${owned.slice(0, -1).join(', ')} and ${owned.at(-1)}` : (owned[0] ?? '')
  return `${listed} ${owned.length > 1 ? 'homes' : 'home'}`
}

/**
 * What a role change costs that the save does not say: a carer made a client keeps seeing the homes they
 * are in, but as the client role, which writes no notes and manages no sensors, settings or family
 * (contracts/access.ts), and their own account becomes a home to be watched. Null when nothing is lost.
 */
export function roleChangeWarning(user: { role: Role; firstName: string | null; lastName: string | null; caresFor: string[] }, to: Role): string | null {
  if (user.role !== 'carer' || to !== 'client' || user.caresFor.length === 0) return null
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'This person'
  return `As a client, ${name} could no longer write care notes, manage sensors or settings, or see the family in ${homesOf(user.caresFor)}, and their own account would become a home to be monitored.`
}

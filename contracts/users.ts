import { CurrentUser, FirstName, LastName, TimeZone } from './auth'
import { z } from 'zod'
import { ROLES } from './enums'
import { PageQuery } from './paging'
import { Phone } from './profile'

/** User Management's search and role, and the page of those matching (decision 0121) */
export const UserListQuery = PageQuery.extend({
  search: z.string().trim().max(200).optional(),
  role: z.enum([...ROLES, 'all']).optional(),
})
export type UserListQuery = z.infer<typeof UserListQuery>

export const UserParams = z.object({ id: z.uuid({ message: 'id must be a user id' }) })

export const UserUpdate = z
  .object({
    firstName: FirstName.min(1, 'First name is required').optional(),
    lastName: LastName.min(1, 'Last name is required').optional(),
    role: z.enum(ROLES).optional(),
    /** the number their care circle dials (Call Now, Quick Contact), checked as on their own profile; '' or null removes it */
    phone: Phone.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change')
export type UserUpdate = z.infer<typeof UserUpdate>

/** A row of the Users page: the person as the top bar knows them, plus what staff manage */
export const ManagedUser = CurrentUser.omit({ timeZone: true }).extend({
  isActive: z.boolean(),
  authProvider: z.string(),
  createdAt: z.date(),
  /** a client whose home holds anything (sensors, alerts, notes, people, a plan): their role stays client */
  hasHome: z.boolean(),
  /** the number they gave on their profile, or staff set for them */
  phone: z.string().nullable(),
  /** they have a way in: an e-mail (a password, or one set through reset), or a linked Google or Facebook account */
  signsIn: z.boolean(),
})
export type ManagedUser = z.infer<typeof ManagedUser>

/** A name a form requires: missing or empty says `required`, as Edit User and the invitation's form do */
const requiredName = (schema: typeof FirstName, required: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text') }).pipe(schema.min(1, required))

/**
 * `POST /api/users/homes` (Add Home): staff set up the home of someone who will not sign in (decision
 * 0025). Their account has no e-mail and no password; their family and carers use the app for them.
 */
export const HomeCreate = z.object({
  firstName: requiredName(FirstName, 'First name is required'),
  lastName: requiredName(LastName, 'Last name is required'),
  /** the number Call Now dials, checked as on their profile; '' or none: no number yet */
  phone: Phone.optional(),
  /** the home's IANA zone, as sign-up takes it from the browser; UTC when not given */
  timeZone: TimeZone.optional(),
})
export type HomeCreate = z.infer<typeof HomeCreate>

/** What Add Home answers: the new home (its client's id is the circle's), ready to open */
export interface AddedHome {
  clientId: string
  firstName: string
  lastName: string
  timeZone: string
  phone: string | null
}

/** User Management's Email column for an account with no e-mail and no provider account to sign in with (decision 0025) */
export const NO_EMAIL_NO_SIGN_IN = 'No e-mail (does not sign in)'

/** Why an account that does not sign in keeps the client role: it is only the home (decision 0025) */
export const NO_SIGN_IN_ROLE_MESSAGE = 'The role of someone who does not sign in stays Client: their account is their home.'

/** Deactivating only stops someone signing in; the home goes on being watched (decision 0025) */
export const NO_SIGN_IN_DEACTIVATE_MESSAGE =
  'This person does not sign in, so there is nothing to deactivate: their home is watched until it is deleted.'

export interface UserStats {
  total: number
  admins: number
  support: number
  carers: number
  clients: number
}

import { CurrentUser, FirstName, LastName } from './auth'
import { z } from 'zod'
import { ROLES } from './enums'
import { Phone } from './profile'

export const UserListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum([...ROLES, 'all']).optional(),
})

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
})
export type ManagedUser = z.infer<typeof ManagedUser>

export interface UserStats {
  total: number
  admins: number
  support: number
  carers: number
  clients: number
}

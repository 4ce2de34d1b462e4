import type { AddedHome, HomeCreate } from '../../../contracts/users'
import type { Db } from '../../lib/db'
import { recordAudit } from '../audit/audit.service'
import { insertUser, type UserRow } from './users.repository'

type Req = Parameters<typeof recordAudit>[1]

/**
 * Add Home: staff set up the care circle of someone who will not sign in (decision 0025). A circle is
 * its client's row (decision 0001), so this is a client account with no e-mail and no password: no
 * form, reset link, invitation or provider account can reach it, and nothing is mailed to it, until
 * staff give the person a sign-in through a link mailed to their address (sign-in-offers module).
 * Its family and carers are invited into it as into any home. The trail records who added it, for
 * which home, never the number (decision 0011).
 */
export async function addHome(db: Db, actor: UserRow, input: HomeCreate, req: Req): Promise<AddedHome> {
  // the schema trimmed it; '' is no number
  const phone = input.phone || null
  const home = (await insertUser(db, {
    email: null,
    passwordHash: null,
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'client',
    timeZone: input.timeZone ?? 'UTC',
    // where their own profile would keep it: Call Now and Quick Contact read it there
    profileData: phone ? { phone } : null,
  }))!
  await recordAudit(db, req, {
    action: 'user.created',
    actor,
    target: { type: 'user', id: home.id },
    circleId: home.id,
    details: { role: 'client', signsIn: false },
  })
  return { clientId: home.id, firstName: input.firstName, lastName: input.lastName, timeZone: home.timeZone, phone }
}

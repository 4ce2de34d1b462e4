// Factories for integration tests: real rows through the real services where a rule lives there.
import { randomBytes } from 'node:crypto'
import type { Role } from '../../contracts/enums'
import { familyMembers } from '../db/schema'
import type { Db } from '../lib/db'
import { createUser } from '../modules/users/users.service'

export const TEST_PASSWORD = 'test-password'

/** `db` may be given as a function, for a kit that hands out its makers before its database is there */
export function makers(database: Db | (() => Db)) {
  const db = () => (typeof database === 'function' ? database() : database)
  const user = (role: Role = 'client', overrides: { email?: string; firstName?: string; lastName?: string } = {}) =>
    createUser(db(), {
      email: overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`,
      password: TEST_PASSWORD,
      role,
      firstName: overrides.firstName ?? role[0]!.toUpperCase() + role.slice(1),
      lastName: overrides.lastName ?? 'Tester',
    })

  return {
    user,
    /** a client and so a circle */
    circle: (overrides: { firstName?: string; lastName?: string } = {}) => user('client', overrides),
    /** adds a person to a circle as carer (default) or client */
    async member(circleId: string, memberId: string, role: 'carer' | 'client' = 'carer') {
      await db().insert(familyMembers).values({ primaryUserId: circleId, memberUserId: memberId, role, addedBy: circleId })
    },
  }
}

// User Management: staff list people and change carers and clients; only an admin changes a staff
// account (admin or support) or deletes anyone, and an admin's account is never deleted (decisions
// 0009, 0010). Each change is tried on a carer, on a support member and on an admin.
import type { Role } from '../../../contracts/enums'
import { makers } from '../make'
import type { MatrixWorld } from './actors'
import { adminOnly, signedIn, staffOnly, type MatrixRequest, type MatrixRow } from './expectations'

const TARGETS = { carer: 'on a carer', support: 'on a support member', admin: 'on an admin' } as const
type Target = keyof typeof TARGETS

/** One row per target of a change: `request` gets a fresh account of that role */
function onEach(
  route: string,
  request: (id: string) => MatrixRequest,
  expect: Record<Target, MatrixRow['expect']>,
): MatrixRow[] {
  return (Object.keys(TARGETS) as Target[]).map((target) => ({
    route,
    target: TARGETS[target],
    request: async (w: MatrixWorld) => request(await someone(w, target)),
    expect: expect[target],
  }))
}

const someone = async (w: MatrixWorld, role: Role) => (await makers(w.db).user(role)).id

export const USERS_ROWS: MatrixRow[] = [
  { route: 'GET /api/users', request: () => ({ method: 'GET', url: '/api/users' }), expect: staffOnly(200), mayNameOtherCircles: true },
  // Add Home: a new home for someone who will not sign in (decision 0025)
  {
    route: 'POST /api/users/homes',
    request: () => ({ method: 'POST', url: '/api/users/homes', payload: { firstName: 'Margaret', lastName: 'Oakes', timeZone: 'Europe/London' } }),
    expect: staffOnly(201),
  },
  ...onEach('PATCH /api/users/:id', (id) => ({ method: 'PATCH', url: `/api/users/${id}`, payload: { firstName: 'Renamed' } }), {
    carer: staffOnly(200),
    support: adminOnly(200),
    admin: adminOnly(200),
  }),
  ...onEach('POST /api/users/:id/deactivate', (id) => ({ method: 'POST', url: `/api/users/${id}/deactivate` }), {
    carer: staffOnly(200),
    support: adminOnly(200),
    admin: adminOnly(200),
  }),
  ...onEach('POST /api/users/:id/reactivate', (id) => ({ method: 'POST', url: `/api/users/${id}/reactivate` }), {
    carer: staffOnly(200),
    support: adminOnly(200),
    admin: adminOnly(200),
  }),
  ...onEach('DELETE /api/users/:id', (id) => ({ method: 'DELETE', url: `/api/users/${id}` }), {
    carer: adminOnly(204),
    support: adminOnly(204),
    admin: signedIn(403),
  }),
]

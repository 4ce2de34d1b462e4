import { LIST_LIMIT_MAX, LIST_PAGE } from '../../../contracts/paging'
import { HomeCreate, UserListQuery, UserParams, UserUpdate } from '../../../contracts/users'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireUser } from '../auth/session.plugin'
import { editUser, listManagedUsers, removeUser, setUserActive } from './users-admin.service'
import { addHome } from './users-homes.service'

const manage = { config: { access: { signedIn: true, permission: 'users.manage' } } } as const

/** `live`: a phone number set here reaches the dashboards open on the person's circles at once */
export function usersRoutes(app: HttpApp, { db, live }: { db: Db; live: LiveBus }) {
  app.get(
    '/api/users',
    {
      config: { access: { signedIn: true, permission: 'users.view' } },
      schema: {
        summary: 'The people of User Management, a page at a time (admin and support only)',
        description: `A–Z by last name, those whose name, e-mail or phone holds \`search\` and of \`role\`: \`limit\` of them (${LIST_PAGE} unless asked, at most ${LIST_LIMIT_MAX}) after \`after\` (the \`next\` of the page before; the first page without it). \`next\` reads on after this page's last (null: it is the last); a person added, removed or renamed meanwhile moves no other. \`matching\` counts every one that matches; \`stats\`, every account by role.`,
        querystring: UserListQuery,
      },
    },
    async (req) => listManagedUsers(db, req.query),
  )

  // Add Home: the home of someone who will not sign in (decision 0025)
  app.post('/api/users/homes', { ...manage, schema: { body: HomeCreate } }, async (req, reply) =>
    reply.code(201).send(await addHome(db, requireUser(req), req.body, req)),
  )

  app.patch('/api/users/:id', { ...manage, schema: { params: UserParams, body: UserUpdate } }, async (req) =>
    editUser(db, requireUser(req), req.params.id, req.body, req, live),
  )

  app.post('/api/users/:id/deactivate', { ...manage, schema: { params: UserParams } }, async (req) =>
    setUserActive(db, requireUser(req), req.params.id, false, req),
  )

  app.post('/api/users/:id/reactivate', { ...manage, schema: { params: UserParams } }, async (req) =>
    setUserActive(db, requireUser(req), req.params.id, true, req),
  )

  app.delete(
    '/api/users/:id',
    { config: { access: { signedIn: true, permission: 'users.delete' } }, schema: { params: UserParams } },
    async (req, reply) => {
      await removeUser(db, requireUser(req), req.params.id, req)
      return reply.code(204).send()
    },
  )
}

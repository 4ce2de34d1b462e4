import { Contact, ContactUpdate } from '../../../contracts/profile'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireUser } from '../auth/session.plugin'
import { updateOwnContact } from './profile.service'

/** The signed-in person's own details that the rest of their care circle sees (Quick Contact) */
export function profileRoutes(app: HttpApp, { db }: { db: Db }) {
  app.patch(
    '/api/me/contact',
    { config: { access: { signedIn: true } }, schema: { body: ContactUpdate, response: { 200: Contact } } },
    async (req) => updateOwnContact(db, requireUser(req), req.body),
  )
}

import { BrowserTimeZone, BrowserTimeZoneUpdate, Contact, ContactUpdate } from '../../../contracts/profile'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { noteBrowserTimeZone, setClientPhone, updateOwnContact } from './profile.service'

/** The signed-in person's own details that the rest of their care circle sees (Quick Contact) */
export function profileRoutes(app: HttpApp, { db, live }: { db: Db; live: LiveBus }) {
  app.patch(
    '/api/me/contact',
    { config: { access: { signedIn: true } }, schema: { body: ContactUpdate, response: { 200: Contact } } },
    async (req) => updateOwnContact(db, requireUser(req), req.body),
  )
  // the clock of the browser the person uses, for their night (decision 0038)
  app.put(
    '/api/me/browser-time-zone',
    { config: { access: { signedIn: true } }, schema: { body: BrowserTimeZoneUpdate, response: { 200: BrowserTimeZone } } },
    async (req) => noteBrowserTimeZone(db, requireUser(req), req.body.timeZone),
  )
  // the number of someone who does not sign in, given by a carer or staff (Quick Contact)
  app.put(
    '/api/circle/client-phone',
    { config: { access: { circle: true, permission: 'home.settings' } }, schema: { body: ContactUpdate, response: { 200: Contact } } },
    async (req) => setClientPhone(db, requireUser(req), requireCircle(req).clientId, req.body, req, live),
  )
}

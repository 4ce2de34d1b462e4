// Whether a cat or dog lives in the home: everyone in the circle reads it; carers and staff change it
import { HomePets, HomePetsUpdate } from '../../../contracts/home-settings'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { findPetsAtHome } from './pets.repository'
import { setPetsAtHome } from './pets.service'

export function petsRoutes(app: HttpApp, deps: { db: Db; live: Pick<LiveBus, 'publish'> }) {
  app.get('/api/circle/pets', { config: { access: { circle: true } }, schema: { response: { 200: HomePets } } }, async (req) => ({
    petsAtHome: await findPetsAtHome(deps.db, requireCircle(req).clientId),
  }))
  app.put(
    '/api/circle/pets',
    { config: { access: { circle: true, permission: 'home.settings' } }, schema: { body: HomePetsUpdate, response: { 200: HomePets } } },
    async (req) => setPetsAtHome(deps, requireUser(req), requireCircle(req).clientId, req.body.petsAtHome, req),
  )
}

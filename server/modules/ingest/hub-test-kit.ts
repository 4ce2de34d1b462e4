// For the tests of what a hub's calls do to its home and its key: the ingest app, a home with a carer
// signed in (to read the key list as the Sensors page does), its sensors and one hub key.
import { afterAll, beforeAll } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn } from '../../test/test-app'
import { freshDatabase } from '../../test/test-db'
import { createIngestKey } from '../ingest-keys/ingest-keys.service'
import { buildIngestApp } from './ingest.test-app'

/** A home with a carer in it, signed in (their cookie) */
export async function homeWithCarer(app: HttpApp, database: Database): Promise<{ home: string; cookie: string }> {
  const make = makers(database.db)
  const home = (await make.circle()).id
  const carer = await make.user('carer')
  await make.member(home, carer.id)
  return { home, cookie: await signIn(app, carer.email!, TEST_PASSWORD) }
}

export interface HubHome {
  database: Database
  app: HttpApp
  home: string
  cookie: string
  hub: { id: string; key: string }
}

/** Made before the file's tests (its fields are there from then), closed after them */
export function useHubHome(sensors: { name: string; deviceId: string; location: string }[], keyName: string): HubHome {
  const t = {} as HubHome
  beforeAll(async () => {
    t.database = await freshDatabase()
    t.app = await buildIngestApp(t.database)
    Object.assign(t, await homeWithCarer(t.app, t.database))
    await t.database.db.insert(devices).values(sensors.map((s) => ({ userId: t.home, ...s })))
    t.hub = await createIngestKey(t.database.db, t.home, null, { name: keyName })
  })
  afterAll(async () => {
    await t.app.close()
    await t.database.close()
  })
  return t
}

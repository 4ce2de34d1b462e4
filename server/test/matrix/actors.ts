// The people every cell of the authorization matrix is tried as. Circle A is the home under test;
// circle B is someone else's, whose data must never show up in an answer about A.
import { devices, motionEvents, subscriptions } from '../../db/schema'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers, TEST_PASSWORD } from '../make'
import { signIn } from '../test-app'

export const ACTORS = ['signedOut', 'admin', 'support', 'carer', 'client', 'otherCircle'] as const
export type Actor = (typeof ACTORS)[number]

export interface MatrixWorld {
  circleA: string
  circleB: string
  /** strings that identify circle B: none may appear in an answer about circle A */
  markersOfB: string[]
  cookies: Record<Exclude<Actor, 'signedOut'>, string>
  ids: Record<Exclude<Actor, 'signedOut'>, string>
  db: Db
}

export async function buildWorld(app: HttpApp, db: Db): Promise<MatrixWorld> {
  const make = makers(db)
  const a = await make.circle({ firstName: 'Alice', lastName: 'Ashdown' })
  const b = await make.circle({ firstName: 'Bertram', lastName: 'Zeppelin-Blackwood' })
  const carer = await make.user('carer')
  const otherCarer = await make.user('carer')
  await make.member(a.id, carer.id)
  await make.member(b.id, otherCarer.id)
  await db.insert(subscriptions).values({ userId: a.id, plan: 'enterprise', status: 'active', maxSensors: 1000 })
  // an hour of movement in A, so its insights exist
  const [kitchen] = await db.insert(devices).values({ userId: a.id, name: 'A kitchen', location: 'Kitchen', deviceId: 'MSH-AKITCHEN' }).returning()
  const start = Date.now() - 3_600_000
  await db
    .insert(motionEvents)
    .values(Array.from({ length: 12 }, (_, i) => ({ deviceId: kitchen!.id, userId: a.id, timestamp: new Date(start + i * 300_000), motionDetected: true })))
  const [deviceOfB] = await db
    .insert(devices)
    .values({ userId: b.id, name: 'B-only hallway', location: 'Zeppelin wing', deviceId: 'MSH-BSECRET1' })
    .returning()
  const people = { admin: await make.user('admin'), support: await make.user('support'), carer, client: a, otherCircle: otherCarer }
  const cookies = {} as MatrixWorld['cookies']
  const ids = {} as MatrixWorld['ids']
  for (const [actor, user] of Object.entries(people) as [Exclude<Actor, 'signedOut'>, typeof a][]) {
    cookies[actor] = await signIn(app, user.email!, TEST_PASSWORD)
    ids[actor] = user.id
  }
  return {
    circleA: a.id,
    circleB: b.id,
    markersOfB: [b.id, 'Zeppelin-Blackwood', 'MSH-BSECRET1', deviceOfB!.id],
    cookies,
    ids,
    db,
  }
}

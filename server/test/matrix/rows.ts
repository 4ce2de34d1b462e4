// One row per API route (or one per target, where who is acted on decides: users-rows.ts): the request
// each actor makes and the status each must get. A route the app declares without a row here fails the
// suite (authorization.int.test.ts).
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { alerts, careNotes, devices, familyMembers, users } from '../../db/schema'
import { ingestKeys, userInvitations } from '../../db/platform-schema'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { makers } from '../make'
import type { MatrixWorld } from './actors'
import { BILLING_ROWS } from './billing-rows'
import { SETTINGS_ROWS } from './settings-rows'
import { SIGN_IN_OFFER_ROWS } from './sign-in-offer-rows'
import { USERS_ROWS } from './users-rows'
import { all, circleA, inA, signedIn, staffOnly, type MatrixRow } from './expectations'

export type { MatrixRequest, MatrixRow } from './expectations'

async function deviceOfA(w: MatrixWorld) {
  const [row] = await w.db
    .insert(devices)
    .values({ userId: w.circleA, name: 'Kitchen', location: 'Kitchen', deviceId: `MSH-${randomBytes(4).toString('hex').toUpperCase()}` })
    .returning()
  return row!.id
}
async function noteOfA(w: MatrixWorld) {
  const [row] = await w.db.insert(careNotes).values({ userId: w.circleA, authorId: w.ids.admin, content: 'Note' }).returning()
  return row!.id
}

async function alertOfA(w: MatrixWorld) {
  const [row] = await w.db
    .insert(alerts)
    .values({ userId: w.circleA, type: 'inactivity', severity: 'medium', title: 'Quiet', description: 'Quiet for a while' })
    .returning()
  return row!.id
}

async function keyOfA(w: MatrixWorld) {
  const hash = randomBytes(32).toString('hex')
  const [row] = await w.db.insert(ingestKeys).values({ userId: w.circleA, keyHash: hash, keyPrefix: hash.slice(0, 8) }).returning()
  return row!.id
}

async function someCarer(w: MatrixWorld) {
  return (await makers(w.db).user('carer')).id
}
/** a carer who joined circle A: the membership row's id */
async function memberOfA(w: MatrixWorld) {
  const [row] = await w.db.insert(familyMembers).values({ primaryUserId: w.circleA, memberUserId: await someCarer(w) }).returning()
  return row!.id
}

/** an open invitation to be a carer: its id, and the token its link carries */
async function invitation(w: MatrixWorld, circleId?: string) {
  const token = newSecretToken()
  const email = `inv-${randomBytes(4).toString('hex')}@example.com`
  const expiresAt = new Date(Date.now() + 86_400_000)
  const [row] = await w.db
    .insert(userInvitations)
    .values({ email, role: 'carer', tokenHash: hashSecretToken(token), invitedBy: w.ids.admin, expiresAt, circleId })
    .returning()
  return { id: row!.id, token }
}

const newSensor = () => ({ name: 'Hall', location: 'Hallway', deviceId: `MSH-${randomBytes(4).toString('hex').toUpperCase()}` })

export const ROWS: MatrixRow[] = [
  { route: 'GET /api/health', request: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  { route: 'GET /api/docs/openapi.json', request: () => ({ method: 'GET', url: '/api/docs/openapi.json' }), expect: all(200) },
  {
    route: 'POST /auth/register',
    request: () => ({
      method: 'POST',
      url: '/auth/register',
      form: { firstName: 'N', lastName: 'N', email: `m${randomBytes(4).toString('hex')}@example.com`, password: 'secret1' },
    }),
    expect: all(303),
  },
  { route: 'POST /auth/login', request: () => ({ method: 'POST', url: '/auth/login', form: { email: 'x@example.com', password: 'y' } }), expect: all(303) },
  { route: 'GET /auth/google', request: () => ({ method: 'GET', url: '/auth/google' }), expect: all(302) },
  { route: 'GET /auth/facebook', request: () => ({ method: 'GET', url: '/auth/facebook' }), expect: all(302) },
  // a callback without this browser's pending sign-in is sent back to the failure page, signed in or not
  { route: 'GET /auth/google/callback', request: () => ({ method: 'GET', url: '/auth/google/callback?code=c&state=s' }), expect: all(302) },
  { route: 'GET /auth/facebook/callback', request: () => ({ method: 'GET', url: '/auth/facebook/callback?code=c&state=s' }), expect: all(302) },
  { route: 'POST /auth/forgot-password', request: () => ({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'nobody@example.com' } }), expect: all(200) },
  // checking a reset link before the form shows: the link is the key; an unknown one here, refused alike for every caller
  { route: 'GET /api/password-resets/:token', request: () => ({ method: 'GET', url: `/api/password-resets/${newSecretToken()}` }), expect: all(404) },
  {
    route: 'POST /auth/reset-password',
    request: () => ({ method: 'POST', url: '/auth/reset-password', payload: { token: 'not-a-token', password: 'secret1', confirmPassword: 'secret1' } }),
    expect: all(400),
  },
  // what the sign-in pages offer (REGISTRATION), read before anyone signs in
  { route: 'GET /api/auth/options', request: () => ({ method: 'GET', url: '/api/auth/options' }), expect: all(200) },
  { route: 'GET /api/auth/user', request: () => ({ method: 'GET', url: '/api/auth/user' }), expect: signedIn(200) },
  { route: 'GET /api/logout', request: () => ({ method: 'GET', url: '/api/logout' }), expect: all(302) },
  { route: 'GET /api/circles', request: () => ({ method: 'GET', url: '/api/circles' }), expect: signedIn(200), mayNameOtherCircles: true },
  { route: 'GET /api/audit', request: () => ({ method: 'GET', url: '/api/audit' }), expect: { ...signedIn(403), admin: 200 }, mayNameOtherCircles: true },
  { route: 'GET /api/devices', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/devices') }), expect: circleA(200) },
  { route: 'GET /api/devices/capacity', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/devices/capacity') }), expect: circleA(200) },
  {
    route: 'GET /api/devices/:id/stats',
    request: async (w, a) => ({ method: 'GET', url: inA(w, a, `/api/devices/${await deviceOfA(w)}/stats`) }),
    expect: circleA(200),
  },
  {
    route: 'POST /api/devices',
    request: (w, a) => ({ method: 'POST', url: inA(w, a, '/api/devices'), payload: newSensor() }),
    // a client may not add sensors (the plan limit has its own tests; A's plan has room)
    expect: circleA(201, { client: 403 }),
  },
  {
    route: 'PUT /api/devices/:id',
    request: async (w, a) => ({ method: 'PUT', url: inA(w, a, `/api/devices/${await deviceOfA(w)}`), payload: newSensor() }),
    expect: circleA(200, { client: 403, otherCircle: 404 }),
  },
  {
    route: 'PUT /api/devices/switch',
    request: (w, a) => ({ method: 'PUT', url: inA(w, a, '/api/devices/switch'), payload: { isActive: true } }),
    expect: circleA(200, { client: 403 }),
  },
  {
    route: 'DELETE /api/devices/:id',
    request: async (w, a) => ({ method: 'DELETE', url: inA(w, a, `/api/devices/${await deviceOfA(w)}`) }),
    expect: circleA(204, { carer: 403, client: 403, otherCircle: 403 }),
  },
  { route: 'GET /api/care-notes', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/care-notes') }), expect: circleA(200) },
  {
    route: 'POST /api/care-notes',
    request: (w, a) => ({ method: 'POST', url: inA(w, a, '/api/care-notes'), payload: { content: 'Slept well' } }),
    expect: circleA(201, { client: 403 }),
  },
  {
    route: 'PUT /api/care-notes/:id',
    // written by the admin: staff may edit it, a carer who is not its author may not
    request: async (w, a) => ({ method: 'PUT', url: inA(w, a, `/api/care-notes/${await noteOfA(w)}`), payload: { content: 'Edited' } }),
    expect: circleA(200, { carer: 403, client: 403 }),
  },
  {
    route: 'DELETE /api/care-notes/:id',
    request: async (w, a) => ({ method: 'DELETE', url: inA(w, a, `/api/care-notes/${await noteOfA(w)}`) }),
    expect: circleA(204, { carer: 403, client: 403, otherCircle: 403 }),
  },
  { route: 'GET /api/alerts', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/alerts') }), expect: circleA(200) },
  // the top bar's count and news (decision 0088): the home's open alerts, as the list shows them
  { route: 'GET /api/alerts/summary', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/alerts/summary') }), expect: circleA(200) },
  // the Alerts page's count of every resolved alert (decision 0121)
  { route: 'GET /api/alerts/resolved-count', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/alerts/resolved-count') }), expect: circleA(200) },
  // staff's open alerts of every home (decision 0030): every home's, so it may name B
  { route: 'GET /api/alerts/open', request: () => ({ method: 'GET', url: '/api/alerts/open?scope=all' }), expect: staffOnly(200), mayNameOtherCircles: true },
  {
    route: 'PUT /api/alerts/:id/resolve',
    request: async (w, a) => ({ method: 'PUT', url: inA(w, a, `/api/alerts/${await alertOfA(w)}/resolve`) }),
    expect: circleA(200),
  },
  {
    route: 'POST /api/alerts/:id/responses',
    request: async (w, a) => ({ method: 'POST', url: inA(w, a, `/api/alerts/${await alertOfA(w)}/responses`), payload: { action: 'contact' } }),
    // the person watched does not respond to their own alerts
    expect: circleA(204, { client: 403 }),
  },
  { route: 'POST /api/alerts/emergency', request: (w, a) => ({ method: 'POST', url: inA(w, a, '/api/alerts/emergency') }), expect: circleA(201) },
  { route: 'GET /api/live', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/live'), stream: true }), expect: circleA(200) },
  // staff's stream of every home's alert changes, for All homes (decision 0071)
  { route: 'GET /api/live/every-home', request: () => ({ method: 'GET', url: '/api/live/every-home', stream: true }), expect: staffOnly(200), mayNameOtherCircles: true },
  // with clientId, also everything of the home picked in the top bar (the tab's one stream, decision 0076):
  // still staff's alone; no carer or client, of that home or another, hears a home's events through it
  {
    route: 'GET /api/live/every-home',
    target: "with circle A's clientId",
    request: (w) => ({ method: 'GET', url: `/api/live/every-home?clientId=${w.circleA}`, stream: true }),
    expect: staffOnly(200),
  },
  { route: 'GET /api/dashboard/stats', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/dashboard/stats') }), expect: circleA(200) },
  { route: 'GET /api/ml/health-score', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/ml/health-score') }), expect: circleA(200) },
  { route: 'GET /api/ml/behavioral-patterns', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/ml/behavioral-patterns') }), expect: circleA(200) },
  {
    route: 'GET /api/ml/fall-risk-assessment',
    request: async (w, a) => ({ method: 'GET', url: inA(w, a, `/api/ml/fall-risk-assessment?deviceId=${await deviceOfA(w)}`) }),
    expect: circleA(200),
  },
  {
    route: 'POST /api/ml/simulate-motion',
    request: async (w, a) => {
      await deviceOfA(w)
      // only the demo's own home takes made-up movement (simulation-demo-only.int.test.ts): A is made one here
      await w.db.update(users).set({ profileData: sql`coalesce(${users.profileData}, '{}'::jsonb) || '{"demoAccount": true}'::jsonb` }).where(eq(users.id, w.circleA))
      // refused while an inactivity or possible-fall alert is open (other rows raise them): not what this row tests
      await w.db
        .update(alerts)
        .set({ isResolved: true, resolvedAt: new Date() })
        .where(and(eq(alerts.userId, w.circleA), eq(alerts.isResolved, false), inArray(alerts.type, ['inactivity', 'emergency'])))
      return { method: 'POST', url: inA(w, a, '/api/ml/simulate-motion') }
    },
    expect: circleA(200, { client: 403 }),
  },
  { route: 'GET /api/activity', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/activity?hours=48') }), expect: circleA(200) },
  { route: 'GET /api/circle/members', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/circle/members') }), expect: circleA(200) },
  // anyone signed in sets their own phone number, whatever their circles
  { route: 'PATCH /api/me/contact', request: () => ({ method: 'PATCH', url: '/api/me/contact', payload: { phone: '+44 20 7946 0000' } }), expect: signedIn(200) },
  { route: 'PUT /api/me/browser-time-zone', request: () => ({ method: 'PUT', url: '/api/me/browser-time-zone', payload: { timeZone: 'America/New_York' } }), expect: signedIn(200) },
  { route: 'GET /api/door-events', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/door-events') }), expect: circleA(200) },
  { route: 'GET /api/ingest-keys', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/ingest-keys') }), expect: circleA(200, { client: 403 }) },
  {
    route: 'POST /api/ingest-keys',
    request: (w, a) => ({ method: 'POST', url: inA(w, a, '/api/ingest-keys'), payload: { name: 'Hub' } }),
    expect: circleA(201, { client: 403 }),
  },
  {
    route: 'DELETE /api/ingest-keys/:id',
    request: async (w, a) => ({ method: 'DELETE', url: inA(w, a, `/api/ingest-keys/${await keyOfA(w)}`) }),
    expect: circleA(204, { client: 403 }),
  },
  { route: 'GET /api/tuya/status', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/tuya/status') }), expect: circleA(200) },
  // this server's MQTT settings, the same for every home (no broker address in it)
  { route: 'GET /api/ingest/mqtt', request: () => ({ method: 'GET', url: '/api/ingest/mqtt' }), expect: signedIn(200) },
  {
    route: 'POST /api/tuya/sync-devices',
    request: (w, a) => ({ method: 'POST', url: inA(w, a, '/api/tuya/sync-devices') }),
    // the matrix server has no Tuya project: those allowed to sync are told so (409); a client may not
    expect: circleA(409, { client: 403 }),
  },
  {
    route: 'PUT /api/tuya/account',
    request: (w, a) => ({ method: 'PUT', url: inA(w, a, '/api/tuya/account'), payload: { tuyaUserId: 'uidmatrix01' } }),
    // staff only (a carer of any circle is refused by role first); the matrix server has no Tuya
    // project, so staff are told so (409)
    expect: circleA(409, { carer: 403, client: 403, otherCircle: 403 }),
  },
  // a hub's route: a session cookie is no key
  { route: 'POST /api/ingest/events', request: () => ({ method: 'POST', url: '/api/ingest/events', payload: { events: [] } }), expect: all(401) },
  ...USERS_ROWS,
  ...SIGN_IN_OFFER_ROWS,
  { route: 'GET /api/family/members', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/family/members') }), expect: circleA(200, { client: 403 }) },
  { route: 'GET /api/family/invitations', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/family/invitations') }), expect: circleA(200, { client: 403 }) },
  {
    route: 'POST /api/family/invite',
    request: (w, a) => ({ method: 'POST', url: inA(w, a, '/api/family/invite'), payload: { inviteeEmail: `family-${randomBytes(4).toString('hex')}@example.com` } }),
    expect: circleA(201, { client: 403 }),
  },
  {
    route: 'DELETE /api/family/members/:id',
    request: async (w, a) => ({ method: 'DELETE', url: inA(w, a, `/api/family/members/${await memberOfA(w)}`) }),
    expect: circleA(204, { client: 403 }),
  },
  {
    route: 'POST /api/family/invitations/:id/resend',
    request: async (w, a) => ({ method: 'POST', url: inA(w, a, `/api/family/invitations/${(await invitation(w, w.circleA)).id}/resend`) }),
    expect: circleA(200, { client: 403 }),
  },
  {
    route: 'DELETE /api/family/invitations/:id',
    request: async (w, a) => ({ method: 'DELETE', url: inA(w, a, `/api/family/invitations/${(await invitation(w, w.circleA)).id}`) }),
    expect: circleA(204, { client: 403 }),
  },
  { route: 'GET /api/invitations', request: () => ({ method: 'GET', url: '/api/invitations' }), expect: staffOnly(200), mayNameOtherCircles: true },
  {
    route: 'POST /api/invitations',
    request: () => ({ method: 'POST', url: '/api/invitations', payload: { email: `new-${randomBytes(4).toString('hex')}@example.com`, role: 'carer' } }),
    expect: staffOnly(201),
  },
  {
    route: 'POST /api/invitations/:id/resend',
    request: async (w) => ({ method: 'POST', url: `/api/invitations/${(await invitation(w)).id}/resend` }),
    expect: staffOnly(200),
  },
  {
    route: 'DELETE /api/invitations/:id',
    request: async (w) => ({ method: 'DELETE', url: `/api/invitations/${(await invitation(w)).id}` }),
    expect: staffOnly(204),
  },
  // the invited person's side: the link is the key, whoever holds it
  {
    route: 'GET /api/invitations/:token',
    request: async (w) => ({ method: 'GET', url: `/api/invitations/${(await invitation(w)).token}` }),
    expect: all(200),
  },
  // accepting signs the caller in as someone new (the invitation tests show it); here an unknown link,
  // which every caller reaches and none gets past
  {
    route: 'POST /api/invitations/:token/accept',
    request: () => ({
      method: 'POST',
      url: `/api/invitations/${newSecretToken()}/accept`,
      payload: { firstName: 'N', lastName: 'N', password: 'secret1', confirmPassword: 'secret1' },
    }),
    expect: all(404),
  },
  ...BILLING_ROWS,
  ...SETTINGS_ROWS,
]

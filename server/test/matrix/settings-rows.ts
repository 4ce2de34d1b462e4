// What a person sets for themself (which alerts reach them, web push on this browser) and for the home
// on screen (its time zone, whether a pet lives there, the number of a client who does not sign in).
import { createECDH, randomBytes } from 'node:crypto'
import { circleA, inA, signedIn, type MatrixRow } from './expectations'

/** a browser's PushSubscription.toJSON(), with a key on P-256 */
function pushSubscription() {
  const browser = createECDH('prime256v1')
  browser.generateKeys()
  return {
    endpoint: `https://push.example.net/wpush/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

export const SETTINGS_ROWS: MatrixRow[] = [
  // anyone signed in chooses which alerts reach them by e-mail and push
  { route: 'GET /api/notifications/settings', request: () => ({ method: 'GET', url: '/api/notifications/settings' }), expect: signedIn(200) },
  {
    route: 'PUT /api/notifications/settings',
    request: () => ({ method: 'PUT', url: '/api/notifications/settings', payload: { alertEmails: 'all' } }),
    expect: signedIn(200),
  },
  // the first-visit card on how alerts reach them (decision 0111), dismissed for their own account only
  { route: 'POST /api/notifications/alerts-intro-seen', request: () => ({ method: 'POST', url: '/api/notifications/alerts-intro-seen' }), expect: signedIn(204) },
  // and turns web push on or off for the browser they are using (only their own)
  { route: 'GET /api/notifications/push-key', request: () => ({ method: 'GET', url: '/api/notifications/push-key' }), expect: signedIn(200) },
  {
    route: 'POST /api/notifications/push-subscriptions',
    request: () => ({ method: 'POST', url: '/api/notifications/push-subscriptions', payload: pushSubscription() }),
    expect: signedIn(204),
  },
  {
    route: 'DELETE /api/notifications/push-subscriptions',
    request: () => ({ method: 'DELETE', url: '/api/notifications/push-subscriptions', payload: { endpoint: 'https://push.example.net/wpush/matrix' } }),
    expect: signedIn(204),
  },
  { route: 'GET /api/circle/time-zone', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/circle/time-zone') }), expect: circleA(200) },
  {
    route: 'PUT /api/circle/time-zone',
    request: (w, a) => ({ method: 'PUT', url: inA(w, a, '/api/circle/time-zone'), payload: { timeZone: 'Europe/London' } }),
    expect: circleA(200, { client: 403 }),
  },
  { route: 'GET /api/circle/pets', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/circle/pets') }), expect: circleA(200) },
  {
    route: 'PUT /api/circle/pets',
    request: (w, a) => ({ method: 'PUT', url: inA(w, a, '/api/circle/pets'), payload: { petsAtHome: true } }),
    expect: circleA(200, { client: 403 }),
  },
  // the home's own MQTT base topic (decision 0115): set up with its sensors, by those who manage them
  { route: 'GET /api/circle/mqtt', request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/circle/mqtt') }), expect: circleA(200, { client: 403 }) },
  {
    route: 'PUT /api/circle/mqtt',
    request: (w, a) => ({ method: 'PUT', url: inA(w, a, '/api/circle/mqtt'), payload: { baseTopic: 'care/home-a' } }),
    expect: circleA(200, { client: 403 }),
  },
  // staff end the watching of a home, or start it again (decision 0045); asking a watched home to be
  // watched changes nothing, so no cell ends circle A for the rows after it
  {
    route: 'PUT /api/circle/monitoring',
    request: (w, a) => ({ method: 'PUT', url: inA(w, a, '/api/circle/monitoring'), payload: { ended: false } }),
    expect: circleA(200, { carer: 403, client: 403, otherCircle: 403 }),
  },
  // a copy of the home's data (decision 0063): staff and the person watched; never a carer, even of A
  {
    route: 'GET /api/circle/export',
    request: (w, a) => ({ method: 'GET', url: inA(w, a, '/api/circle/export') }),
    expect: circleA(200, { carer: 403, otherCircle: 403 }),
  },
  // the number of a client who does not sign in, given by those who look after the home; circle A's
  // client signs in, so those allowed are told it is hers to give (409)
  {
    route: 'PUT /api/circle/client-phone',
    request: (w, a) => ({ method: 'PUT', url: inA(w, a, '/api/circle/client-phone'), payload: { phone: '+44 7700 900123' } }),
    expect: circleA(409, { client: 403 }),
  },
]

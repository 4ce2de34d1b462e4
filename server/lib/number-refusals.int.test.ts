// Every request body field that takes a number, sent text, a negative, a fraction where a whole number is
// meant, a number past any limit, and null: each refusal is a 400 whose message names the field in plain
// words (as every other refusal does), never a schema library's own sentence ('Invalid input: expected
// number, received string') nor a 500.
import { beforeAll, describe, expect, it } from 'vitest'
import { browserKeys } from '../modules/notifications/web-push.test-service'
import { STAFF_AND_THREE_HOMES, useSignedInApp } from '../test/signed-in-app'

const t = useSignedInApp(STAFF_AND_THREE_HOMES)
const { ids } = t

const BAD_NUMBERS = { text: '12', word: 'lots', negative: -1, fraction: 12.5, huge: 1e308, null: null, boolean: true } as const
type Bad = keyof typeof BAD_NUMBERS

interface NumberField {
  route: string
  who: string
  method: 'POST' | 'PUT'
  url: () => string | Promise<string>
  /** a body the route takes, with the field in it */
  body: () => Record<string, unknown> | Promise<Record<string, unknown>>
  field: string
  /** how a message names the field */
  named: RegExp
  /** the values the route may take (null where the field may be left empty, a fraction for an amount of money) */
  accepts?: Bad[]
}

const home = (name: string) => `?clientId=${ids[name]!}`
let sensors = 0
const sensor = () => ({ name: 'Hall', location: 'Hallway', deviceId: `NUM-${++sensors}` })
const card = { clientSecret: 'hw_setup_x', cardholderName: 'Sarah Ellis', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 }
let pushes = 0
const push = () => {
  const { p256dh, auth } = browserKeys()
  return { endpoint: `https://push.example.com/number-${++pushes}`, keys: { p256dh, auth } }
}
let deviceId: string | undefined
async function aSensorOfGrace() {
  if (!deviceId) deviceId = ((await t.as('carer', 'POST', `/api/devices${home('grace')}`, sensor())).json() as { id: string }).id
  return `/api/devices/${deviceId}${home('grace')}`
}
const subscription = { planType: 'basic', billingCycle: 'monthly', pricePerMonth: 29.99, status: 'active', startDate: '2026-01-01' }
const cost = { costType: 'infrastructure', serviceName: 'Hosting', amount: 12, date: '2026-01-01' }

beforeAll(async () => {
  // room for the sensors the accepted values add (the plan of a home without one allows a single sensor)
  const plan = await t.as('admin', 'POST', `/api/business/clients/${ids.grace!}/subscription`, { ...subscription, planType: 'enterprise' })
  expect(plan.statusCode, plan.body).toBe(200)
})

const FIELDS: NumberField[] = [
  ...(['batteryLevel', 'signalStrength'] as const).flatMap((field): NumberField[] => [
    { route: 'POST /api/devices', who: 'carer', method: 'POST', url: () => `/api/devices${home('grace')}`, body: sensor, field, named: new RegExp(field), accepts: ['null'] },
    { route: 'PUT /api/devices/:id', who: 'carer', method: 'PUT', url: aSensorOfGrace, body: sensor, field, named: new RegExp(field), accepts: ['null'] },
  ]),
  {
    route: 'POST /api/business/clients/:id/subscription',
    who: 'admin',
    method: 'POST',
    url: () => `/api/business/clients/${ids.alan!}/subscription`,
    body: () => subscription,
    field: 'pricePerMonth',
    named: /Price per month/,
    accepts: ['fraction'],
  },
  { route: 'POST /api/business/costs', who: 'admin', method: 'POST', url: () => '/api/business/costs', body: () => cost, field: 'amount', named: /Amount/, accepts: ['fraction'] },
  {
    route: 'POST /api/business/costs',
    who: 'admin',
    method: 'POST',
    url: () => '/api/business/costs',
    body: () => cost,
    field: 'usageAmount',
    named: /Usage/,
    accepts: ['fraction', 'null'],
  },
  ...(['expMonth', 'expYear'] as const).map(
    (field): NumberField => ({
      route: 'POST /api/subscription/payment-method',
      who: 'support',
      method: 'POST',
      url: () => `/api/subscription/payment-method${home('ada')}`,
      body: () => card,
      field,
      named: new RegExp(field),
    }),
  ),
  {
    route: 'POST /api/notifications/push-subscriptions',
    who: 'carer',
    method: 'POST',
    url: () => '/api/notifications/push-subscriptions',
    body: push,
    field: 'expirationTime',
    named: /expirationTime/,
    // the browser's own figure, kept by no one: any number is taken as it comes
    accepts: ['null', 'negative', 'fraction', 'huge'],
  },
]

describe.each(FIELDS)('$route, $field', (f) => {
  it.each(Object.keys(BAD_NUMBERS) as Bad[])('sent %s: refused 400, the field named in words, or taken', async (bad) => {
    const res = await t.as(f.who, f.method, await f.url(), { ...(await f.body()), [f.field]: BAD_NUMBERS[bad] })
    if (f.accepts?.includes(bad)) {
      expect(res.statusCode, res.body).toBeLessThan(300)
      return
    }
    const { message } = res.json() as { message: string }
    expect(res.statusCode, message).toBe(400)
    expect(message).toMatch(f.named)
    expect(message).not.toMatch(/Invalid input|expected (number|int)|received|must be (number|integer)\b|Too (big|small)|Number must/i)
  })
})

// the lists' numbers in the address (a page's length, where the next page starts, hours of activity)
const QUERY_NUMBERS: { route: string; url: (value: string) => string; who: string; named: RegExp }[] = [
  { route: 'GET /api/care-notes', url: (v) => `/api/care-notes${home('grace')}&limit=${v}`, who: 'carer', named: /limit/ },
  { route: 'GET /api/alerts/open', url: (v) => `/api/alerts/open?scope=all&limit=${v}`, who: 'support', named: /limit/ },
  { route: 'GET /api/audit', url: (v) => `/api/audit?before=${v}`, who: 'admin', named: /before/ },
  { route: 'GET /api/activity', url: (v) => `/api/activity${home('grace')}&hours=${v}`, who: 'carer', named: /hours/ },
]
const BAD_IN_ADDRESS = ['lots', '-1', '0', '2.5', '1e400', '99999999999999999999', '']

describe.each(QUERY_NUMBERS)('$route', (q) => {
  it.each(BAD_IN_ADDRESS)('sent %j: refused 400, the field named in words', async (bad) => {
    const res = await t.as(q.who, 'GET', q.url(encodeURIComponent(bad)))
    const { message } = res.json() as { message: string }
    expect(res.statusCode, message).toBe(400)
    expect(message).toMatch(q.named)
    expect(message).not.toMatch(/Invalid input|expected (number|int)|received|Too (big|small)|Number must/i)
  })
})

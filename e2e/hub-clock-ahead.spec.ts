// A hub in Berlin that sends its local time marked as UTC: every event an hour ahead. Its events were all
// refused and the home looked silent; now they are kept at the time they arrive (decision 0066), the hub
// is told so in the answer, and the Sensors page says under its key what to check, until a call is on time.
import { expect, request, test } from '@playwright/test'
import { addSensor, apiAsRole, baseURL, inCircle, newCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { pickCircle } from './fixtures/circle-picker'

const HOUR = 3_600_000
const AHEAD =
  'Events carry a time 1 h ahead: each is dated 1 h after it reaches Hearthwatch, so it is kept at the time it arrives instead. Check the ' +
  "hub's clock and time zone (a time ending in Z must be UTC, not local time). Until then, events the hub sends late (after an outage) are " +
  'filed as if they had just happened.'

test('a hub whose clock runs an hour ahead is heard, told so, and named on the Sensors page until its clock is right', async ({ page }) => {
  const circle = await newCircle('Greta')
  const admin = await apiAsRole('admin')
  const sensor = await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  const made = await admin.post(inCircle('/api/ingest-keys', circle.clientId), { data: { name: 'Pi in Berlin' } })
  expect(made.status()).toBe(201)
  const { key } = (await made.json()) as { key: string }
  const hub = await request.newContext({ baseURL: baseURL() })
  const send = (timestamp: string, eventId: string) =>
    hub.post('/api/ingest/events', { headers: { authorization: `Bearer ${key}` }, data: { events: [{ deviceId: sensor.deviceId, timestamp, motionDetected: true, eventId }] } })

  const ahead = await send(new Date(Date.now() + HOUR).toISOString(), 'berlin-1')
  expect(ahead.status()).toBe(202)
  expect(await ahead.json()).toMatchObject({ accepted: 1, duplicates: 0, rejected: [], timeCorrected: { events: 1, reason: expect.stringContaining('1 h ahead') } })

  await signInAt(page, 'admin', '/sensors')
  await pickCircle(page, circle.name)
  const listed = page.getByRole('region', { name: 'Connect a hub' }).getByRole('listitem').filter({ hasText: 'Pi in Berlin' })
  await expect(listed).toContainText(AHEAD, { timeout: 15_000 })
  await expect(listed).not.toContainText('Events refused')

  // the clock put right: the next call is on time, and the notice goes
  expect((await send(new Date().toISOString(), 'berlin-2')).status()).toBe(202)
  await page.reload()
  await expect(listed).toContainText('Last used', { timeout: 15_000 })
  await expect(listed).not.toContainText('ahead')
  await Promise.all([hub.dispose(), admin.dispose()])
})

// A first-time family member's sensors as they see them: alert texts name the sensor as they know it
// (name and device ID, never an internal id), a low battery shows as one, a sensor that never reported
// is flagged and shown Offline everywhere, and resolving a silent sensor's alert or a low battery's
// says it will be back; a sensor that keeps firing for hours is told apart from a silent one.
import { test, type Page } from '@playwright/test'
import { card, expect, openAlerts, withAlertListed } from './fixtures/alerts-page'
import { addSensor, apiAsRole, browserAsClient, engineAlerts, minutesAgo, newCircle, roomForSensors, sendHubEvents } from './fixtures/seed-circle'
import { patchAnswer } from './fixtures/patch-answer'

test.beforeEach(() => test.slow())

const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase()
const ask = (page: Page) => page.getByRole('alertdialog', { name: 'Resolve this alert?' })

test('a low battery names the sensor by its name and device ID and shows as a low battery', async ({ browser }) => {
  const circle = await newCircle('Nora')
  const admin = await apiAsRole('admin')
  const deviceId = `MSH-HAL${suffix()}`
  const hallway = await addSensor(admin, circle.clientId, { name: 'Hallway motion', location: 'Hallway', deviceId })
  await sendHubEvents(admin, circle.clientId, [{ deviceId, timestamp: minutesAgo(1), motionDetected: true, batteryLevel: 15 }])
  await engineAlerts(admin, circle.clientId, ['sensor_offline'])

  const { context, page } = await browserAsClient(browser, circle)
  await openAlerts(page)
  const battery = card(page, 'Sensor battery low')
  await expect(battery).toContainText(`The battery of Hallway motion (${deviceId}) is at 15 % — replace it soon so monitoring does not stop.`)
  await expect(battery).not.toContainText(hallway.id)
  // stored as sensor_offline (SPEC.md's four types), shown as what it is
  await expect(battery.getByTitle('Low battery')).toBeVisible()
  await expect(battery.getByTitle('Sensor Offline')).toHaveCount(0)
  // resolved before it is replaced, a low battery is raised again within a day: Resolve asks first and says so
  await battery.getByRole('button', { name: 'Resolve' }).click()
  await expect(ask(page)).toContainText('The battery is still low. Resolve it once it has been replaced: if it stays low, Hearthwatch will raise this alert again within a day.')
  await ask(page).getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await context.close()
})

test('a front door that never reported is flagged and shown Offline on the Sensors page and in Troubleshoot; Resolve says it comes back', async ({ browser }) => {
  const circle = await newCircle('Olive')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const livingId = `MSH-LIV${suffix()}`
  const doorId = `MSH-DOOR${suffix()}`
  await addSensor(admin, circle.clientId, { name: 'Living room', location: 'Living Room', deviceId: livingId })
  const door = await addSensor(admin, circle.clientId, { name: 'Front door', location: 'Hallway', deviceId: doorId, kind: 'door' })
  await sendHubEvents(admin, circle.clientId, [{ deviceId: livingId, timestamp: minutesAgo(1), motionDetected: true }])

  // Three days after it was added, with the living room reporting, the engine raises this (the
  // scheduler's path is covered by sensor-health.int.test.ts); the list and the sensor then say so
  const raisedAt = minutesAgo(30)
  const description =
    `Front door (${doorId}) has not sent anything since it was added on Mon 5 Oct, 08:00 UTC, while other sensors have been reporting; ` +
    'check its batteries and that the device ID registered for it matches the one on the sensor.'
  const neverReported = {
    id: '00000000-0000-4000-8000-000000000017',
    userId: circle.clientId,
    deviceId: door.id,
    type: 'sensor_offline',
    severity: 'medium',
    title: 'Sensor has never reported',
    description,
    dedupeKey: `offline:${door.id}`,
    isResolved: false,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: raisedAt,
    metadata: { neverReported: true, source: 'engine' },
    device: { name: 'Front door', location: 'Hallway' },
    resolvedByUser: null,
    responses: [],
  }
  const withOffline = patchAnswer((list: { id: string; offlineSince: string | null }[]) => {
    expect(list.every((s) => s.offlineSince === null), 'the server sends offlineSince').toBe(true)
    return list.map((s) => (s.id === door.id ? { ...s, offlineSince: raisedAt } : s))
  })
  const { context, page } = await browserAsClient(browser, circle)
  await withAlertListed(page, neverReported)
  await page.route((url) => url.pathname === '/api/devices', withOffline)

  await page.goto('/sensors')
  await expect(page.getByTestId('sensor-count-total')).toHaveText('2')
  await expect(page.getByTestId('sensor-count-online')).toHaveText('1')
  await expect(page.getByTestId('sensor-count-offline')).toHaveText('1')
  const doorCard = page.getByRole('article', { name: 'Front door' })
  await expect(doorCard).toContainText('Offline')
  await expect(doorCard).toContainText('Device is offline')
  await expect(page.getByRole('article', { name: 'Living room' })).not.toContainText('Offline')

  await openAlerts(page)
  const alert = card(page, 'Sensor has never reported')
  await expect(alert).toContainText(description)
  await expect(alert.getByTitle('Sensor Offline')).toBeVisible()

  await alert.getByRole('button', { name: 'Troubleshoot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sensor Diagnostics' })
  await expect(dialog.locator('[data-diagnostic="Status"]')).toHaveText('Offline')
  await expect(dialog.locator('[data-diagnostic="Last event"]')).toHaveText('No activity recorded')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // the sensor is still silent: Resolve asks first and says the alert will come back
  const resolve = alert.getByRole('button', { name: 'Resolve' })
  await resolve.click()
  await expect(ask(page)).toContainText('Sensor has never reported')
  await expect(ask(page)).toContainText(
    'The sensor is still silent. Resolve it once the sensor is working again: if it stays silent, Hearthwatch will raise this alert again within a day.',
  )
  await ask(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(ask(page)).toBeHidden()
  await expect(resolve).toBeFocused()
  await context.close()
})

test('a sensor that keeps firing for hours is called out by name, shown as such, counted in Troubleshoot, and Resolve says what it hides', async ({ browser }) => {
  const circle = await newCircle('Pearl')
  const admin = await apiAsRole('admin')
  const deviceId = `MSH-KIT${suffix()}`
  await addSensor(admin, circle.clientId, { name: 'Kitchen motion', location: 'Kitchen', deviceId })
  // on and off every 30 s for the last 3 h 20 min: a fault, or the sun on a radiator in its view
  const events = Array.from({ length: 400 }, (_, i) => ({ deviceId, timestamp: minutesAgo(200 - i / 2), motionDetected: i % 2 === 0 }))
  await sendHubEvents(admin, circle.clientId, events)
  // the run counts as going on for 15 min after its last report: what follows fits in that
  await engineAlerts(admin, circle.clientId, ['sensor_offline'])

  const { context, page } = await browserAsClient(browser, circle)
  await openAlerts(page)
  const alert = card(page, 'Sensor keeps firing')
  // 399 half-minutes: 3 h 19 min 30 s
  await expect(alert).toContainText(`Kitchen motion (${deviceId}) has reported without a pause of more than 2 min for 3 h 20 min, which no one moving about does.`)
  await expect(alert).toContainText('a fall or a long quiet spell would be noticed only after 12 h without movement elsewhere in the home')
  await expect(alert.getByTitle('Sensor keeps firing')).toBeVisible()
  await expect(alert.getByTitle('Sensor Offline')).toHaveCount(0)

  await alert.getByRole('button', { name: 'Troubleshoot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sensor Diagnostics' })
  await expect(dialog.locator('[data-diagnostic="Status"]')).toHaveText('Online')
  await expect(dialog.locator('[data-diagnostic="Events in the last 24 h"]')).toHaveText('400')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await alert.getByRole('button', { name: 'Resolve' }).click()
  await expect(ask(page)).toContainText(
    'The sensor is still firing without a pause, so a fall would be noticed only after 12 h without movement elsewhere. Resolve it once it has been checked: if it keeps firing, Hearthwatch will raise this alert again within a day.',
  )
  await ask(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(ask(page)).toBeHidden()
  await admin.dispose()
  await context.close()
})

// The Zigbee2MQTT bridge went quiet at night: on a phone, the alert says it is the hub and not one
// sensor, Troubleshoot shows every sensor's last event (all silent since the same time), and Resolve
// asks first because the hub is still not heard. The server's path, from the bridge's last will to
// the alert, is covered by server/modules/monitoring/hub-health.int.test.ts.
import { test } from '@playwright/test'
import { card, expect, openAlerts, withAlertListed } from './fixtures/alerts-page'
import { addSensor, apiAsRole, browserAsClient, minutesAgo, newCircle, roomForSensors, sendHubEvents } from './fixtures/seed-circle'

test.beforeEach(() => test.slow())

const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase()
const HUB_TEXT =
  'The Zigbee2MQTT bridge has not been heard for 45 min: none of the sensors behind it can be heard until it is back, ' +
  'so a fall or a long quiet spell would not be noticed. Check that it has power and its network connection.'

test('a hub that stopped reporting is shown as the hub, with every sensor silent since, and Resolve asks first', async ({ browser }) => {
  const circle = await newCircle('Hattie')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const hallId = `MSH-HAL${suffix()}`
  const kitchenId = `MSH-KIT${suffix()}`
  await addSensor(admin, circle.clientId, { name: 'Hallway motion', location: 'Hallway', deviceId: hallId })
  await addSensor(admin, circle.clientId, { name: 'Kitchen motion', location: 'Kitchen', deviceId: kitchenId })
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: hallId, timestamp: minutesAgo(47), motionDetected: true },
    { deviceId: kitchenId, timestamp: minutesAgo(46), motionDetected: true },
  ])

  const hubAlert = {
    id: '00000000-0000-4000-8000-000000000042',
    userId: circle.clientId,
    deviceId: null,
    type: 'sensor_offline',
    severity: 'high',
    title: 'Hub stopped reporting',
    description: HUB_TEXT,
    dedupeKey: 'hub:zigbee2mqtt:zigbee2mqtt',
    isResolved: false,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: minutesAgo(15),
    metadata: { silentMinutes: 45, thresholdMinutes: 30, source: 'engine' },
    device: null,
    resolvedByUser: null,
    responses: [],
  }
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize({ width: 390, height: 844 })
  await withAlertListed(page, hubAlert)
  await openAlerts(page)
  const alert = card(page, 'Hub stopped reporting')
  await expect(alert).toContainText(HUB_TEXT)
  await expect(alert.getByTitle('Hub offline')).toBeVisible()
  await expect(alert.getByTitle('Sensor Offline')).toHaveCount(0)

  await alert.getByRole('button', { name: 'Troubleshoot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sensor Diagnostics' })
  await expect(dialog).toContainText('The hub the sensors report through.')
  await expect(dialog).toContainText('not one sensor: while it is down none of them can be heard')
  await expect(dialog).not.toContainText('This alert does not name a sensor.')
  const lastEvents = dialog.getByRole('list', { name: 'Last event of each sensor' })
  await expect(lastEvents.getByRole('listitem')).toHaveText([/^Hallway motion \(Hallway\)\s*4[67]m ago$/, /^Kitchen motion \(Kitchen\)\s*4[56]m ago$/])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await alert.getByRole('button', { name: 'Resolve' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  await expect(ask).toContainText(
    'The hub is still not heard, so none of its sensors are. Resolve it once the hub is back: if it stays silent, Hearthwatch will raise this alert again within a day.',
  )
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  await context.close()
})

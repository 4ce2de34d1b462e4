// A home where one sensor is fitted but has never reported (its hub not yet paired): the dashboard's
// 'N/M sensors active', the Sensors page's counters and Troubleshoot's Status all say it as its badge
// does, No Data, and never count it as active (decision 0124).
import { test } from '@playwright/test'
import { card, expect, openAlerts } from './fixtures/alerts-page'
import { addSensor, apiAsRole, browserAsClient, engineAlerts, minutesAgo, newCircle, roomForSensors, sendHubEvents } from './fixtures/seed-circle'

test.beforeEach(() => test.slow())

const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase()

test('a sensor never heard from is not active on the dashboard, on the Sensors page or in Troubleshoot', async ({ browser }) => {
  const circle = await newCircle('Winifred')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const hallId = `MSH-HAL${suffix()}`
  await addSensor(admin, circle.clientId, { name: 'Hall motion', location: 'Hallway', deviceId: hallId })
  // the kitchen's sensor is fitted, its battery read off the box, but it has never reported
  const kitchen = await addSensor(admin, circle.clientId, { name: 'Kitchen motion', location: 'Kitchen', batteryLevel: 15 })
  await sendHubEvents(admin, circle.clientId, [{ deviceId: hallId, timestamp: minutesAgo(2), motionDetected: true }])
  // its battery as registered is low: the engine says so (stored as sensor_offline), naming it
  const alerts = await engineAlerts(admin, circle.clientId, ['sensor_offline'])
  expect(alerts.filter((a) => a.type === 'sensor_offline' && !a.isResolved).map((a) => [a.title, a.deviceId])).toEqual([['Sensor battery low', kitchen.id]])
  await admin.dispose()

  const { context, page } = await browserAsClient(browser, circle)
  await page.goto('/')
  await expect(page.getByTestId('sensor-count')).toHaveText('1/2 sensors active')
  await expect(page.getByTestId('overall-status')).not.toHaveText(/Everything Looks Good|Sensors Offline/)

  await page.goto('/sensors')
  await expect(page.getByTestId('sensor-count-total')).toHaveText('2')
  await expect(page.getByTestId('sensor-count-online')).toHaveText('1')
  await expect(page.getByTestId('sensor-count-no-data')).toHaveText('1')
  await expect(page.getByTestId('sensor-count-offline')).toHaveText('0')
  await expect(page.getByRole('article', { name: 'Kitchen motion' })).toContainText('No Data')

  // the engine's alert about the kitchen sensor's low battery, and its Troubleshoot: not Online
  await openAlerts(page)
  await card(page, 'Sensor battery low').getByRole('button', { name: 'Troubleshoot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sensor Diagnostics' })
  await expect(dialog.locator('[data-diagnostic="Status"]')).toHaveText('No Data')
  await expect(dialog.locator('[data-diagnostic="Battery"]')).toHaveText('15%')
  await expect(dialog.locator('[data-diagnostic="Last event"]')).toHaveText('No activity recorded')
  await context.close()
})

// A daughter woken at night opens her mother's dashboard on her phone: it says where movement was last seen and
// when (decision 0096), from what the engine takes as her movement, not from a sensor's 'last active', which counts
// any report (a motion sensor clearing, a battery reading). The Emergency button's alert says it too, once (decision 0100).
import { expect as baseExpect, test, type Locator } from '@playwright/test'
import { addSensor, apiAsRole, baseURL, inCircle, minutesAgo, newCircle, roomForSensors, sendHubEvents } from './fixtures/seed-circle'
import { openDashboard } from './fixtures/dashboard'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 20_000 })
test.beforeEach(() => test.slow())

const DAY = 24 * 60

test('on a phone, the header says the bathroom 76 min ago, each once, and the Emergency alert says it', async ({ browser }) => {
  const circle = await newCircle('Rosa')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const bathroom = await addSensor(admin, circle.clientId, { name: 'Bathroom sensor', location: 'Bathroom' })
  const hall = await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  const kitchen = await addSensor(admin, circle.clientId, { name: 'Kitchen sensor', location: 'Kitchen', batteryLevel: 64 })
  // her first days are long past (the routine is learned); tonight she went through the hall to the bathroom 76 min
  // ago; the bathroom's sensor cleared a minute on, and the kitchen's sent its battery level 10 min ago
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: kitchen.deviceId, timestamp: minutesAgo(9 * DAY), motionDetected: true },
    { deviceId: kitchen.deviceId, timestamp: minutesAgo(9 * DAY - 1), motionDetected: false },
    { deviceId: hall.deviceId, timestamp: minutesAgo(77), motionDetected: true },
    { deviceId: bathroom.deviceId, timestamp: minutesAgo(76), motionDetected: true },
    { deviceId: bathroom.deviceId, timestamp: minutesAgo(75), motionDetected: false },
    { deviceId: kitchen.deviceId, timestamp: minutesAgo(10), motionDetected: false, batteryLevel: 63 },
  ])
  // the engine has read them (it looks every 2 s in the journeys' server)
  await expect
    .poll(async () => ((await (await admin.get(inCircle('/api/dashboard/stats', circle.clientId))).json()) as { engine: { isLearning: boolean } | null }).engine?.isLearning, {
      message: 'the routine is learned',
    })
    .toBe(false)
  await admin.dispose()

  const context = await browser.newContext({ baseURL: baseURL(), storageState: await circle.api.storageState(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await openDashboard(page, circle.name)

  // the indicator tells when (decision 0100: the bathroom's movement is the newest one it dates), the line under it where
  const last = page.getByTestId('last-activity')
  await expect(last).toHaveText(/(7[67]m ago|\d\d:\d\d)/)
  const line = page.getByTestId('last-movement')
  await expect(line).toHaveText('Last seen in: Bathroom')
  await expect(line).toBeInViewport()
  // on one line of the phone's width: no word pushed past its edge
  const box = (await line.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(390)

  await page.getByRole('button', { name: 'Emergency' }).click()
  await page.getByRole('button', { name: 'Send Emergency Alert' }).click()
  await expect(page.getByText('Emergency Alert Sent').first()).toBeVisible()
  // the urgent card, then the Alerts page's: where and when as the card's line, once; the description says the press (decision 0100)
  // 76 min ago: yesterday, with its weekday, when the journey runs in the hour and a quarter after midnight
  const seen = /^Last seen in: Bathroom at ((Sat|Sun|Mon|Tue|Wed|Thu|Fri) )?\d\d:\d\d, 1 h 1[67] min before the button was pressed$/
  const pressed = 'You pressed the Emergency button and asked for the emergency contacts to be notified.'
  const saysItOnce = async (card: Locator) => {
    await expect(card.getByTestId('last-movement')).toHaveText(seen)
    await expect(card.getByText(pressed, { exact: true })).toBeVisible()
    await expect(card.getByText(/Bathroom/)).toHaveCount(1)
  }
  await saysItOnce(page.getByRole('region', { name: 'Urgent Attention Needed' }).getByRole('listitem'))
  await page.goto('/alerts')
  await saysItOnce(page.locator('main article', { hasText: 'Emergency button pressed' }))
  await context.close()
})

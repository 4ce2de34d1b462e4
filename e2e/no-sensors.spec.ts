// A home with no sensors: nothing watches it, so nothing says all is well (decision 0016). The
// dashboard says monitoring has not started and how it starts, with a link to the Sensors page for
// whoever may add a sensor; the Alerts card and the Alerts page agree; the first sensor brings back
// the spec's statuses.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { addSensor, apiAsRole, browserAsClient, minutesAgo, newCircle, roomForSensors, sendHubEvents, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { openDashboardAs } from './fixtures/dashboard'
import { sidewaysPx } from './fixtures/sideways'
import { at } from './fixtures/home-address'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const NOTHING_WATCHING = 'This home has no sensors yet, so nothing is watching over it and no alert will be raised about a fall or a quiet spell.'
const NOTHING_INSIDE =
  'Only the front door is watched, so Hearthwatch cannot tell a quiet home from an empty one: it raises no alert for a fall or a long quiet spell. Add a motion sensor where they spend the day.'
const ADD = 'Add a sensor on the Sensors page'
const ASK = 'Ask a carer or support to add a sensor.'
const summary = (page: Page) => page.getByRole('region', { name: 'Status summary' })
const sensorCard = (page: Page) => page.getByRole('region', { name: 'Sensor Status' })

/** None of the spec's all-is-well words anywhere on the page */
async function nothingSaysAllIsWell(page: Page) {
  for (const text of ['Everything Looks Good', 'All Good', 'All Clear', 'Everything is Normal', 'All systems are functioning normally. No immediate attention required.']) {
    await expect(page.getByText(text, { exact: true }), text).toHaveCount(0)
  }
}

test('on a phone, an admin sees a home with no sensors as not monitored, adds the first sensor from the link, and the spec statuses come back', async ({ page }) => {
  const circle = await newCircle('Hazel')
  await page.setViewportSize({ width: 390, height: 844 })
  await openDashboardAs(page, 'admin', circle)

  const status = page.getByTestId('overall-status')
  await expect(status).toHaveText('Monitoring Not Started')
  await expect(status).toHaveAttribute('data-tone', 'yellow')
  await expect(page.getByTestId('overall-status-text')).toHaveText(NOTHING_WATCHING)
  await expect(page.getByTestId('header-badge')).toHaveText('Monitoring Not Started')
  await expect(page.getByTestId('header-badge')).not.toHaveAttribute('data-tone', 'green')
  // the engine's neutral score is no measure of a home nothing watches
  await expect(page.getByTestId('activity-score')).toHaveText('–')
  await expect(page.getByRole('region', { name: 'No Alerts' })).toContainText('No sensors yet, so no alert will be raised about a fall or a quiet spell.')
  await expect(sensorCard(page)).toContainText('No sensors yet, so nothing is watching this home.')
  await expect(sensorCard(page).getByRole('link', { name: ADD })).toHaveAttribute('href', '/sensors')
  await nothingSaysAllIsWell(page)
  const overflow = await sidewaysPx(page)
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0)

  // the Alerts page's empty list says the same, and how it changes
  await page.goto('/alerts')
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await expect(page.getByText(NOTHING_WATCHING, { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: ADD })).toBeVisible()
  await nothingSaysAllIsWell(page)

  // the status's link, big enough for a finger, leads to the Sensors page and its Add Sensor
  await page.goto('/')
  const add = summary(page).getByRole('link', { name: ADD })
  expect((await add.boundingBox())?.height, 'the link is tall enough to tap').toBeGreaterThanOrEqual(44)
  await add.click()
  await expect(page).toHaveURL(at('/sensors'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Sensor' })).toBeVisible()

  // a sensor in the home: SPEC.md §4's statuses, word for word
  const admin = await apiAsRole('admin')
  await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  await admin.dispose()
  await page.goto('/')
  // never heard from: No Data on the Sensors page, so not counted active (decision 0124)
  await expect(page.getByTestId('sensor-count')).toHaveText('0/1 sensors active')
  // nothing heard from it yet: not called good, since nothing can raise an alert (decision 0043)
  await expect(status).toHaveText('Waiting for the first reading')
  await expect(status).toHaveAttribute('data-tone', 'yellow')
  await expect(page.getByTestId('overall-status-text')).toHaveText(
    'No sensor has reported yet, so nothing is watched so far and no alert can be raised. If a sensor was fitted more than a few minutes ago, check its hub on the Sensors page.',
  )
  await expect(page.getByTestId('header-badge')).toHaveText('Waiting for the first reading')
  // no score rather than the engine's neutral 70 (which reads as normal)
  await expect(page.getByTestId('activity-score')).toHaveText('–')
  await expect(page.getByRole('region', { name: 'No Alerts' })).toContainText('No sensor has reported yet, so no alert can be raised.')
  await nothingSaysAllIsWell(page)
  await expect(page.getByRole('main').getByRole('link', { name: ADD })).toHaveCount(0)
  await page.goto('/alerts')
  await expect(page.getByText('All systems are functioning normally. No immediate attention required.', { exact: true })).toBeVisible()
  await expect(page.getByText(NOTHING_WATCHING, { exact: true })).toHaveCount(0)

  // a hall sensor but no front door: the Sensors page says what that costs, until a front door is added
  await page.goto('/sensors')
  const noDoor = page.getByRole('alert').filter({ hasText: 'No front door sensor' })
  await expect(noDoor).toContainText("Hearthwatch cannot tell when they go out, so a long outing looks like quiet at home and can raise an alert. Add a sensor of the type ‘Front door (to the outside)’")
  const staff = await apiAsRole('admin')
  await roomForSensors(staff, circle.clientId)
  await addSensor(staff, circle.clientId, { name: 'Front door', location: 'Hallway', kind: 'door' })
  await staff.dispose()
  await page.reload()
  await expect(page.getByRole('article', { name: 'Front door' })).toBeVisible()
  await expect(noDoor).toHaveCount(0)
})

test('the person watched, who may not add sensors, is told whom to ask, with no link to the Sensors page', async ({ browser }) => {
  const circle = await newCircle('Ines')
  const { context, page } = await browserAsClient(browser, circle)
  await page.goto('/')
  await expect(page.getByTestId('overall-status')).toHaveText('Monitoring Not Started')
  await expect(summary(page)).toContainText(ASK)
  await expect(sensorCard(page)).toContainText(ASK)
  await expect(page.getByRole('main').locator('a[href="/sensors"]')).toHaveCount(0)
  await nothingSaysAllIsWell(page)

  await page.goto('/alerts')
  await expect(page.getByText(NOTHING_WATCHING, { exact: true })).toBeVisible()
  await expect(page.getByText(ASK, { exact: true })).toBeVisible()
  await expect(page.getByRole('main').locator('a[href="/sensors"]')).toHaveCount(0)
  await context.close()
})

test('a home whose only sensor is the front door is told that nothing inside is watched, until a sensor inside is added', async ({ page }) => {
  const circle = await newCircle('Dorian')
  const staff = await apiAsRole('admin')
  await roomForSensors(staff, circle.clientId)
  await addSensor(staff, circle.clientId, { name: 'Front door', location: 'Hallway', kind: 'door' })
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/sensors')
  await expect(page.getByRole('article', { name: 'Front door' })).toBeVisible()
  const nothingInside = page.getByRole('alert').filter({ hasText: 'Nothing inside the home is watched' })
  await expect(nothingInside).toContainText(NOTHING_INSIDE)
  await expect(page.getByRole('alert').filter({ hasText: 'No front door sensor' })).toHaveCount(0)

  // she went out of the door half an hour ago, as far as a door can tell: the dashboard says what it cannot know, never 'Currently Away'
  const { deviceId } = (await (await staff.get(`/api/devices?clientId=${circle.clientId}`)).json())[0] as { deviceId: string }
  await sendHubEvents(staff, circle.clientId, [
    { deviceId, timestamp: minutesAgo(31), door: 'open' },
    { deviceId, timestamp: minutesAgo(30), door: 'closed' },
  ])
  await page.goto('/')
  await expect(summary(page)).toContainText('Nothing inside the home is watched')
  await expect(summary(page)).toContainText(NOTHING_INSIDE)
  await expect(page.getByTestId('header-badge')).toHaveText('Nothing inside the home is watched')
  await expect(page.getByRole('region', { name: 'No Alerts' })).toContainText('Only the front door is watched, so no alert will be raised about a fall or a quiet spell.')
  await expect(page.getByTestId('last-activity')).toContainText('Quiet period')
  await expect(page.getByRole('main')).not.toContainText(/Currently Away|Out since|Everything Looks Good|All Good|All Clear/)

  await addSensor(staff, circle.clientId, { name: 'Lounge', location: 'Living Room', kind: 'motion' })
  await staff.dispose()
  await page.goto('/sensors')
  await expect(page.getByRole('article', { name: 'Lounge' })).toBeVisible()
  await expect(nothingInside).toHaveCount(0)
  await page.goto('/')
  await expect(page.getByTestId('header-badge')).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Nothing inside the home is watched')
})

import { expect as baseExpect, test, type Page } from '@playwright/test'
import { addSensor, apiAsRole, browserAsClient, newCircle, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const alertsCard = (page: Page) => page.getByRole('region', { name: /^(All Clear|Urgent Attention Needed|Notifications)$/ })

test('a new client sees their own empty circle: their name, All Clear, zero sensors, Status Unknown, no horizontal scroll at 375 px', async ({ browser }) => {
  const circle = await newCircle()
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${circle.name}` })).toBeVisible()
  await expect(page.getByTestId('sensor-count')).toHaveText('0/0 sensors active')
  await expect(page.getByTestId('last-activity')).toContainText('No activity yet')
  await expect(page.getByText('All Clear', { exact: true })).toBeVisible()
  await expect(page.getByText('Everything is Normal', { exact: true })).toBeVisible()
  await expect(page.getByTestId('door-status')).toHaveText('Status Unknown')
  await expect(page.getByTestId('overall-status')).toBeVisible()
  await expect(page.getByText('No sensors configured.')).toBeVisible()
  // a client cannot simulate motion
  await expect(page.getByRole('button', { name: 'Simulate Motion' })).toHaveCount(0)
  // the 24h/48h toggle works by keyboard
  await page.getByRole('button', { name: '48h' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: '48h' })).toHaveAttribute('aria-pressed', 'true')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})

test('admin in a circle: simulation fails without a sensor, then succeeds; Emergency; Check On Them', async ({ page }) => {
  const circle = await newCircle('Nora')
  const admin = await apiAsRole('admin')
  await watchCircle(page, circle.clientId)
  await login(page, 'admin')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${circle.name}` })).toBeVisible()

  await page.getByRole('button', { name: 'Simulate Motion' }).click()
  await expect(page.getByText('Simulation Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Add a motion sensor first: there is nothing to simulate', { exact: true })).toBeVisible()

  await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  await page.reload()
  await expect(page.getByTestId('sensor-count')).toHaveText('1/1 sensors active')
  await page.getByRole('button', { name: 'Simulate Motion' }).click()
  await expect(page.getByText('Motion Simulation Complete', { exact: true })).toBeVisible()
  await expect(page.getByTestId('last-activity')).toContainText('Active recently')
  await expect(page.getByRole('region', { name: 'Sensor Status' })).toContainText('Hall sensor')

  // Emergency asks first, then raises a critical alert the card shows
  await page.getByRole('button', { name: 'Emergency' }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await page.getByRole('button', { name: 'Send Emergency Alert' }).click()
  await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible()
  await expect(alertsCard(page).getByRole('button', { name: 'Call Now' })).toBeVisible()
  await expect(alertsCard(page).getByRole('button', { name: 'Send Message' })).toBeVisible()
  await expect(page.getByTestId('overall-status')).toHaveText('Attention Needed')
  await expect(page.getByTestId('header-badge')).toHaveText('Attention Needed')

  await alertsCard(page).getByRole('button', { name: 'Check On Them' }).click()
  await expect(page.getByText('Initiating contact with your loved one...', { exact: true })).toBeVisible()
  await expect(alertsCard(page)).toContainText('is checking on them')
  await admin.dispose()
})

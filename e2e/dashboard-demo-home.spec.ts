// Simulate Motion belongs to the demo home alone (Nina's, seed-database.ts): there an admin simulates movement,
// raises an emergency, reads the insights and checks on her; a real client's home offers no simulation.
import { expect as baseExpect, test } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { addSensor, apiAsRole, findSeededCircle, newCircle, roomForSensors, seededForAttempt } from './fixtures/seed-circle'
import { alertsCard, openDashboardAs } from './fixtures/dashboard'
import { runAxe } from './fixtures/axe'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test('admin in a circle: simulation fails without a sensor, then succeeds; Emergency; Check On Them', async ({ page }) => {
  // Simulate Motion is the demo home's alone: Nina's is marked as one (seed-database.ts)
  const nina = seededForAttempt(SEEDED.nina)
  const admin = await apiAsRole('admin')
  const circle = { clientId: await findSeededCircle(admin, nina), name: `${nina.firstName} ${nina.lastName}` }
  await roomForSensors(admin, circle.clientId)
  await openDashboardAs(page, 'admin', circle)

  const simulate = async () => {
    await page.getByRole('button', { name: 'Simulate Motion' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Simulate motion?' })
    await expect(ask).toContainText('Monitoring treats it as real: it restarts the quiet-spell timer')
    await ask.getByRole('button', { name: 'Add Simulated Motion' }).click()
  }
  await simulate()
  await expect(page.getByText('Simulation Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Add a motion sensor first: there is nothing to simulate', { exact: true })).toBeVisible()

  await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  await page.reload()
  // not heard from yet: No Data, not active (decision 0124)
  await expect(page.getByTestId('sensor-count')).toHaveText('0/1 sensors active')
  await simulate()
  await expect(page.getByText('Motion Simulation Complete', { exact: true })).toBeVisible()
  // the simulated movement is its report
  await expect(page.getByTestId('sensor-count')).toHaveText('1/1 sensors active')
  await expect(page.getByTestId('last-activity')).toContainText('Active recently')
  await expect(page.getByRole('region', { name: 'Sensor Status' })).toContainText('Hall sensor')
  // the hourly grid counts the simulated movement; 48h doubles the squares
  const row = page.getByRole('img', { name: /^Hall sensor: [1-9]\d* motion events in the last 24 hours$/ })
  await expect(row).toBeVisible()
  await expect(row.locator('span')).toHaveCount(24)
  await page.getByRole('button', { name: '48h' }).click()
  await expect(page.getByRole('img', { name: /^Hall sensor: [1-9]\d* motion events in the last 48 hours$/ }).locator('span')).toHaveCount(48)

  // Quick Contact lists the circle's people with e-mail links
  await page.getByRole('button', { name: 'Quick Contact' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: /^E-mail / })).toHaveCount(1)
  await page.keyboard.press('Escape')

  // Emergency asks first, then raises a critical alert the card shows
  await page.getByRole('button', { name: 'Emergency' }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await page.getByRole('button', { name: 'Send Emergency Alert' }).click()
  await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible()
  await expect(alertsCard(page).getByRole('button', { name: 'Call Now' })).toBeVisible()
  await expect(alertsCard(page).getByRole('button', { name: 'Send Message' })).toBeVisible()
  await expect(page.getByTestId('overall-status')).toHaveText('Attention Needed')
  await expect(page.getByTestId('header-badge')).toHaveText('Attention Needed')
  // made-up movement would close the emergency: refused while it is open
  await simulate()
  await expect(page.getByText(/^Not while an inactivity or possible-fall alert is open for this home/)).toBeVisible()

  // the insights have motion data now; the Fall Risk tab needs a sensor chosen
  await page.getByRole('tab', { name: 'Health Score' }).click()
  await expect(page.getByTestId('health-score')).toBeVisible()
  await page.getByRole('tab', { name: 'Fall Risk' }).click()
  await expect(page.getByText('Choose a sensor to assess fall risk.')).toBeVisible()
  // the real answer, held back a moment so the spinner shows
  await page.route(
    (url) => url.pathname === '/api/ml/fall-risk-assessment',
    async (route) => {
      await new Promise((r) => setTimeout(r, 1_500))
      await route.continue()
    },
  )
  await page.getByLabel('Sensor', { exact: true }).selectOption({ label: 'Hall sensor (Hallway)' })
  await expect(page.getByRole('status').filter({ hasText: 'Assessing fall risk...' })).toBeVisible()
  await expect(page.getByText(/fall detected/)).toBeVisible()

  await alertsCard(page).getByRole('button', { name: 'Check On Them' }).click()
  await expect(page.getByText('Initiating contact with your loved one...', { exact: true })).toBeVisible()
  await expect(alertsCard(page)).toContainText('You are checking on them')
  const axe = await runAxe(page)
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await admin.dispose()
})

test("with the demo on, a real client's home offers no Simulate Motion: made-up movement would become her history", async ({ page }) => {
  const circle = await newCircle('Reva')
  await openDashboardAs(page, 'admin', circle)
  await expect(page.getByRole('button', { name: 'Emergency', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Simulate Motion' })).toHaveCount(0)
})

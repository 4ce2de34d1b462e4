// The dashboard's alerts card: how many alerts it lists, and whom Call Now, Send Message and Check On Them
// reach, for staff and for the person watched.
import { expect as baseExpect, test } from '@playwright/test'
import { SEEDED, SEEDED_FACTS } from './fixtures/accounts'
import { apiAsRole, browserAsClient, engineAlerts, findSeededCircle, listAlerts, newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { alertsCard, openDashboardAs } from './fixtures/dashboard'
import { at } from './fixtures/home-address'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test("more than four alerts: the engine's six low batteries, four listed, Notifications, a link to /alerts", async ({ page }) => {
  // Ruth's circle was seeded with six sensors, every battery at 15 %; nobody changes it
  const support = await apiAsRole('support')
  const clientId = await findSeededCircle(support, SEEDED.ruth)
  await engineAlerts(support, clientId, ['sensor_offline'])
  await expect.poll(async () => (await listAlerts(support, clientId)).filter((a) => !a.isResolved).length).toBe(SEEDED_FACTS.ruthSensors)
  await openDashboardAs(page, 'support', { clientId, name: `${SEEDED.ruth.firstName} ${SEEDED.ruth.lastName}` }, '/dashboard')
  await expect(alertsCard(page).getByText('Notifications', { exact: true })).toBeVisible()
  await expect(alertsCard(page).getByText(SEEDED_FACTS.batteryTitle, { exact: true })).toHaveCount(4)
  await expect(alertsCard(page)).toContainText('LOW')
  await expect(alertsCard(page).getByRole('button', { name: 'Check On Them' })).toHaveCount(0)
  // none has reported yet (their batteries were read at registration): No Data, not active (decision 0124)
  await expect(page.getByTestId('sensor-count')).toHaveText('0/6 sensors active')
  // 15 % is under the engine's 20 %: the battery says it is low, not only in red
  const study = page.getByRole('region', { name: 'Sensor Status' }).getByRole('listitem').filter({ hasText: 'Study sensor · Study' })
  await expect(study.locator('[data-battery="low"]')).toHaveText('Battery 15% low')
  // none of the sensors has reported yet: nothing to assess a fall from
  await page.getByRole('tab', { name: 'Fall Risk' }).click()
  await page.getByLabel('Sensor', { exact: true }).selectOption({ label: 'Study sensor (Study)' })
  await expect(page.getByText('No recent motion data available', { exact: true })).toBeVisible()
  await alertsCard(page).getByRole('link', { name: 'View 2 More Alerts' }).click()
  await expect(page).toHaveURL(at('/alerts'))
  await expect(page.getByRole('tab', { name: /^Active Alerts \(6\)$/ })).toBeVisible()
  await support.dispose()
})

test('when the person watched gave a phone number: Quick Contact calls them, and so do Call Now and Send Message', async ({ page }) => {
  const circle = await newCircle('Vera')
  const saved = await circle.api.patch('/api/me/contact', { data: { phone: '+1 202-555-0147' } })
  expect(saved.status()).toBe(200)
  await raiseEmergency(circle.api, circle.clientId)
  await watchCircle(page, circle.clientId)
  await login(page, 'admin')
  await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible()
  await expect(alertsCard(page).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+12025550147')
  await expect(alertsCard(page).getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', 'sms:+12025550147')
  await page.getByRole('button', { name: 'Quick Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Contact' })
  await expect(dialog.getByRole('link', { name: `Call ${circle.name}` })).toHaveAttribute('href', 'tel:+12025550147')
  await expect(dialog.getByRole('link', { name: `E-mail ${circle.name}` })).toHaveAttribute('href', `mailto:${circle.email}`)
  await expect(dialog).toContainText('+1 202-555-0147')
  // staff are not in the circle: nothing of theirs to add here
  await expect(dialog.getByRole('button', { name: /your phone number/ })).toHaveCount(0)
})

test('the person watched, on their own dashboard during an emergency: no Check On Them, and Call Now opens her circle, saying whom to call', async ({ browser }) => {
  const circle = await newCircle('Ivy')
  await raiseEmergency(circle.api, circle.clientId)
  const { context, page } = await browserAsClient(browser, circle)
  await page.goto('/')
  await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible()
  await expect(alertsCard(page).getByText('Emergency', { exact: false }).first()).toBeVisible()
  await expect(alertsCard(page).getByRole('button', { name: 'Check On Them' })).toHaveCount(0)
  await alertsCard(page).getByRole('button', { name: 'Call Now' }).click()
  // her circle's numbers (decision 0047); this home has nobody else in it yet
  const call = page.getByRole('dialog', { name: 'Call Now' })
  await expect(call).toContainText('Call someone in your care circle, or the emergency services if you need help now.')
  await expect(call).toContainText('Nobody else is in your care circle yet.')
  await context.close()
})

// An alert's e-mail and push link to /alerts?home=<clientId>&alert=<alertId>. Woken at night on a phone, the
// person who follows it used to land at the top of Alert Management: the search, two filters and four stat
// cards filled the screen, the alert they were woken for underneath with its buttons below the fold, and a
// screen reader started at the top. The page now opens on that alert: its card under the top bar, whole
// buttons in reach, focus on the card; an alert someone already resolved opens on the Resolved tab, saying
// who. The card's age says it is when the alert was raised ('Bathroom sensor · Bathroom · 5m ago' read as
// the sensor seen 5 min ago, under 'No movement since … 1 h 23 min ago'). The dashboard's Open in Alerts
// opens the page on the most urgent alert the same way.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { ACCOUNTS, PASSWORD } from './fixtures/accounts'
import { apiAsRole, newCircle, quietHomeWithLowBattery, raiseEmergency, resolveAlert, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark' })

const linkOf = (clientId: string, alertId: string) => `/alerts?home=${clientId}&alert=${alertId}`

/** The card is on screen below the sticky top bar, its buttons whole */
async function expectInView(page: Page, card: Locator) {
  const bar = (await page.getByRole('banner').boundingBox())!
  await expect.poll(async () => (await card.boundingBox())!.y, 'the card starts below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height - 1)
  for (const button of await card.getByRole('button').all()) {
    const box = (await button.boundingBox())!
    expect(box.y + box.height, `${await button.innerText()} is on screen`).toBeLessThanOrEqual(844)
  }
}

test('a notification link opens the Alerts page on its alert, focused and in reach, or on the Resolved tab once someone saw to it', async ({ page }) => {
  test.slow()
  const circle = await newCircle('Hazel')
  const staff = await apiAsRole('support')
  // the engine's quiet alert and low battery, then the emergency button: three open alerts
  const [quiet, battery] = await quietHomeWithLowBattery(staff, circle.clientId).then((alerts) => ['inactivity', 'sensor_offline'].map((type) => alerts.find((a) => a.type === type)!))
  const emergency = await raiseEmergency(circle.api, circle.clientId)

  // signed out, the link goes through sign-in and comes back to the alert
  await page.goto(linkOf(circle.clientId, quiet!.id))
  await page.getByLabel('Email').fill(ACCOUNTS.support.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  const card = page.locator(`article[data-alert-id="${quiet!.id}"]`)
  await expect(card).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Active Alerts (3)' })).toHaveAttribute('aria-selected', 'true')
  // a screen reader hears the alert's title first
  await expect(card).toHaveAccessibleName('Unusual inactivity')
  await expectInView(page, card)
  // the link is spent: a reload starts at the top as usual, on the same home (decision 0122)
  await expect(page).toHaveURL((url) => url.pathname === '/alerts' && url.search === `?home=${circle.clientId}`)
  // Tab goes on from the card to its buttons: Call Now first, as its e-mail said 'Urgent' (decision 0120; no number given here, so a button)
  await page.keyboard.press('Tab')
  await expect(card.getByRole('button', { name: 'Call Now' })).toBeFocused()

  // the card's age is when it was raised, apart from the sensor's name
  await expect(page.locator(`article[data-alert-id="${emergency.id}"]`)).toContainText('Raised: Just now')
  await expect(page.locator(`article[data-alert-id="${battery!.id}"]`)).toContainText(/Kitchen sensor · Kitchen · Raised: (Just now|\dm ago)/)

  // an alert resolved before the link was followed: the Resolved tab, saying who
  await resolveAlert(circle.api, circle.clientId, battery!.id)
  await page.goto(linkOf(circle.clientId, battery!.id))
  const resolved = page.locator(`article[data-alert-id="${battery!.id}"]`)
  await expect(resolved).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Resolved Alerts (1)' })).toHaveAttribute('aria-selected', 'true')
  await expect(resolved).toContainText(`Resolved by ${circle.name}`)
  await expect(page).toHaveURL((url) => url.search === `?home=${circle.clientId}`)
  await staff.dispose()
})

test('Open in Alerts on the dashboard opens the Alerts page on the most urgent alert', async ({ page }) => {
  test.slow()
  const circle = await newCircle('Hazel')
  const staff = await apiAsRole('support')
  await quietHomeWithLowBattery(staff, circle.clientId)
  const emergency = await raiseEmergency(circle.api, circle.clientId)
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/')
  await page.getByRole('region', { name: 'Urgent Attention Needed' }).getByRole('link', { name: 'Open in Alerts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  const card = page.locator(`article[data-alert-id="${emergency.id}"]`)
  await expect(card).toBeFocused()
  await expectInView(page, card)
  await expect(page).toHaveURL((url) => url.pathname === '/alerts' && url.search === `?home=${circle.clientId}`)
  await staff.dispose()
})

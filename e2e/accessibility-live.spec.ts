// A new alert is told to a screen reader on every signed-in page, not only on the dashboard and the
// Alerts page: a carer reading the care notes, or checking the sensors, hears of it without losing
// their place (focus stays where it was).
import { expect as baseExpect, test } from '@playwright/test'
import { apiAsRole, baseURL, browserAsClient, newCircle } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })

test('an alert arriving while the Care Notes page is open is announced, urgently, and focus stays in the search field', async ({ browser }) => {
  const circle = await newCircle('Winifred')
  const { context, page } = await browserAsClient(browser, circle)
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200)
  await page.goto('/care-notes')
  await expect(page.getByRole('heading', { level: 1, name: 'Care Notes' })).toBeVisible()
  await live
  const polite = page.getByTestId('new-alert-polite')
  const assertive = page.getByTestId('new-alert-assertive')
  await expect(assertive).toHaveAttribute('aria-live', 'assertive')
  await expect(polite).toHaveAttribute('aria-live', 'polite')
  await expect(assertive).toHaveText('')
  const search = page.getByRole('searchbox', { name: 'Search notes' }).or(page.getByLabel('Search notes')).first()
  await search.focus()

  const admin = await apiAsRole('admin')
  expect((await admin.post(`${baseURL()}/api/alerts/emergency?clientId=${circle.clientId}`)).status()).toBe(201)
  await expect(assertive).toHaveText('New alert: Emergency button pressed')
  await expect(polite).toHaveText('')
  await expect(search).toBeFocused()

  // on to the dashboard and the Alerts page: one announcer still, so nothing is said twice
  for (const [link, heading] of [['Dashboard', /^Monitoring /], ['Alerts', 'Alert Management']] as const) {
    await page.getByRole('link', { name: link }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByTestId('new-alert-assertive')).toHaveCount(1)
    await expect(page.getByTestId('new-alert-polite')).toHaveCount(1)
  }
  await admin.dispose()
  await context.close()
})

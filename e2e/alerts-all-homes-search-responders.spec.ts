// All homes' search finds an alert by who is responding to it (decision 0076): a carer rings the
// support line about the alert she is on, and the agent types her name, not the home's.
import { expect, test, type Page } from '@playwright/test'
import { apiAsRole, newCircle, raiseEmergency } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.beforeEach(() => test.slow())

const list = (page: Page) => page.getByRole('region', { name: 'Open alerts of every home' })
const search = (page: Page) => page.getByPlaceholder('Search alerts...')

test('support finds the alert someone is responding to by typing their name', async ({ page }) => {
  const home = await newCircle('Opal')
  const alert = await raiseEmergency(home.api, home.clientId)
  const other = await newCircle('Opal')
  await raiseEmergency(other.api, other.clientId)
  // someone of a name no home has, made staff (a client's circle, unused, becomes an account that sees every home)
  const dora = await newCircle('Dora', `Tester${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`)
  const admin = await apiAsRole('admin')
  expect((await admin.patch(`/api/users/${dora.clientId}`, { data: { role: 'support' } })).ok()).toBe(true)
  expect((await dora.api.post(`/api/alerts/${alert.id}/responses?clientId=${home.clientId}`, { data: { action: 'contact' } })).status()).toBe(204)

  await signInAt(page, 'support', '/alerts?view=all')
  await expect(list(page)).toBeVisible()
  for (const typed of [dora.name, dora.lastName.toLowerCase()]) {
    await search(page).fill(typed)
    const cards = list(page).getByRole('article')
    await expect(cards).toHaveCount(1)
    await expect(cards).toContainText(home.email)
    await expect(cards.getByRole('list', { name: 'Responding' })).toContainText(`${dora.name} (staff) is contacting them`)
    await expect(list(page).getByRole('status')).toHaveText('· 1 matches the search and filters')
  }
  await admin.dispose()
})

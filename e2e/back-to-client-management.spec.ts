// An admin going through the homes opens one's dashboard from Client Management (or from User
// Management), then Back: the page comes back as it was left, on the same tab with the same search.
// Before, Back opened Business Management on Overview with the search gone, and User Management
// unfiltered: with forty homes, the admin searched again after every one.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { newCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const dashboardOf = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: `Monitoring ${name}` })

test('Back from a home opened in Client Management finds Client Management, searched and filtered as it was', async ({ page }) => {
  const circle = await newCircle('Bacchus')
  await circle.api.dispose()
  await login(page, 'admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Management' }).click()
  await page.getByRole('tab', { name: 'Client Management' }).click()
  const search = page.getByPlaceholder('Search clients by name, email or phone...')
  await search.fill(circle.lastName)
  await page.getByLabel('Filter by subscription').selectOption('inactive')
  const open = page.getByRole('link', { name: new RegExp(`^Open Dashboard of ${circle.name}`) }).filter({ visible: true })
  await expect(open).toHaveCount(1)

  await open.click()
  await expect(dashboardOf(page, circle.name)).toBeVisible()
  await page.goBack()

  await expect(page.getByRole('tab', { name: 'Client Management' })).toHaveAttribute('aria-selected', 'true')
  await expect(search).toHaveValue(circle.lastName)
  await expect(page.getByLabel('Filter by subscription')).toHaveValue('inactive')
  await expect(open).toHaveCount(1)

  // a new visit through the menu starts afresh, on Overview
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business Management' }).click()
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
})

test('Back from a home opened in User Management finds the same search', async ({ page }) => {
  const circle = await newCircle('Bacchus')
  await circle.api.dispose()
  await login(page, 'admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  const search = page.getByPlaceholder('Search users by name or email...')
  await search.fill(circle.lastName)
  const actions = page.getByRole('button', { name: new RegExp(`^Actions for ${circle.name}`) }).filter({ visible: true })
  await expect(actions).toHaveCount(1)

  await actions.click()
  await page.getByRole('menuitem', { name: 'Open Dashboard' }).click()
  await expect(dashboardOf(page, circle.name)).toBeVisible()
  await page.goBack()

  await expect(search).toHaveValue(circle.lastName)
  await expect(actions).toHaveCount(1)
})

import { expect, test, type Page } from '@playwright/test'
import { login, uniqueEmail } from './fixtures/session'

async function registerSomeone(page: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase())
  await page.goto('/register')
  await page.getByLabel('First name').fill(firstName)
  await page.getByLabel('Last name').fill('Visitor')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret-words')
  await page.getByLabel('Confirm password').fill('secret-words')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign Out' }).click()
  return email
}

test('an admin finds a person, changes their role, deactivates and deletes them', async ({ page, browser }) => {
  const email = await registerSomeone(page, 'Quentin')
  await login(page, 'admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
  for (const label of ['Total Users', 'Admins', 'Support', 'Carers', 'Clients']) await expect(page.getByRole('region', { name: 'User statistics' }).getByText(label, { exact: true })).toBeVisible()

  await page.getByPlaceholder('Search users by name or email...').fill(email)
  const row = page.locator(`tr[data-user-email="${email}"]`)
  await expect(row).toContainText('Quentin Visitor')
  await expect(row).toContainText('Active')
  await expect(page.locator('tbody tr')).toHaveCount(1)

  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  // a name over the limit says which and the limit, not the server's bare 'Invalid firstName'
  await page.getByRole('dialog').getByLabel('First name').fill('Q'.repeat(101))
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('First name must be at most 100 characters long.')
  await page.getByRole('dialog').getByLabel('First name').fill('Quentin')
  await page.getByRole('dialog').getByLabel('Role').selectOption('carer')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(row.locator('[data-role="carer"]')).toBeVisible()

  await page.getByLabel('Filter by role').selectOption('client')
  await expect(page.locator(`tr[data-user-email="${email}"]`)).toHaveCount(0)
  await page.getByLabel('Filter by role').selectOption('all')

  // deactivation ends their sessions at once: a second browser signed in as them is thrown out
  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  await theirPage.goto('/login')
  await theirPage.getByLabel('Email').fill(email)
  await theirPage.getByLabel('Password').fill('secret-words')
  await theirPage.getByRole('button', { name: 'Sign In' }).click()
  await expect(theirPage.getByRole('link', { name: 'Sign Out' })).toBeVisible()

  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Deactivate' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click()
  await expect(row).toContainText('Inactive')

  await theirPage.reload()
  await expect(theirPage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  await theirPage.goto('/login')
  await theirPage.getByLabel('Email').fill(email)
  await theirPage.getByLabel('Password').fill('secret-words')
  await theirPage.getByRole('button', { name: 'Sign In' }).click()
  await expect(theirPage.getByText('Invalid email or password. Please try again.')).toBeVisible()
  await theirs.close()

  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Delete User' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('This action cannot be undone.')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click()
  await expect(page.locator(`tr[data-user-email="${email}"]`)).toHaveCount(0)
})

test('support sees no Delete User action and cannot act on admins', async ({ page }) => {
  await login(page, 'support')
  await page.goto('/users')
  await page.getByLabel('Filter by role').selectOption('admin')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await expect(page.locator('tbody').getByRole('button', { name: /Actions for/ })).toHaveCount(0)
  await page.getByLabel('Filter by role').selectOption('client')
  await page.locator('tbody').getByRole('button', { name: /Actions for/ }).first().click()
  await expect(page.getByRole('menuitem', { name: 'Edit User' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete User' })).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the user list scrolls inside its table, not the whole page', async ({ page }) => {
    await login(page, 'admin')
    await page.goto('/users')
    await expect(page.locator('tbody tr').first()).toBeVisible()
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
    expect(widths.viewport).toBe(390)
    expect(widths.page).toBeLessThanOrEqual(390)
  })
})

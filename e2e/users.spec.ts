import { expect, test, type Page } from '@playwright/test'
import { addSensor, apiAsRole, newCircle } from './fixtures/seed-circle'
import { SEEDED } from './fixtures/accounts'
import { login, signInAt, uniqueEmail } from './fixtures/session'

const HOME_GOES = 'Their home goes with them: its sensors and all their history, alerts, care notes, subscription and family links.'

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
  // 46 s of its minute on a CI run with the machine at half its usual speed
  test.slow()
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
  // named with their e-mail: two people may share a name
  await expect(page.getByRole('alertdialog')).toContainText(`Are you sure you want to delete Quentin Visitor (${email})? This action cannot be undone.`)
  // nothing in their own circle, so nothing more to say
  await expect(page.getByRole('alertdialog')).not.toContainText(HOME_GOES)
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click()
  await expect(page.locator(`tr[data-user-email="${email}"]`)).toHaveCount(0)
})

test("a client whose home has a sensor keeps the client role, and deleting them says the home goes too", async ({ page }) => {
  const circle = await newCircle('Hetty')
  const support = await apiAsRole('support')
  await addSensor(support, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  await signInAt(page, 'admin', '/users')
  await page.getByPlaceholder('Search users by name or email...').fill(circle.email)
  const row = page.locator(`tr[data-user-email="${circle.email}"]`)
  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  const role = dialog.getByLabel('Role')
  await expect(role).toBeDisabled()
  await expect(role).toHaveValue('client')
  await expect(role).toHaveAccessibleDescription("A client's role stays Client while their home is in use: the home and its sensors would stop being monitored.")
  // the name still changes
  await dialog.getByLabel('First name').fill('Henrietta')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Henrietta')
  await expect(row.locator('[data-role="client"]')).toBeVisible()

  await row.getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Delete User' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' })
  await expect(confirm).toContainText(`Are you sure you want to delete Henrietta ${circle.lastName} (${circle.email})? This action cannot be undone.`)
  await expect(confirm).toContainText(HOME_GOES)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await support.dispose()
})

test("support offers only Carer and Client, and leaves a support member's account to an admin", async ({ page, browser }) => {
  const visitor = await newCircle('Vera')
  // a second support member, made so by an admin
  const colleague = await newCircle('Stella')
  const admin = await apiAsRole('admin')
  expect((await admin.patch(`/api/users/${colleague.clientId}`, { data: { role: 'support' } })).status()).toBe(200)

  await signInAt(page, 'support', '/users')
  const search = page.getByPlaceholder('Search users by name or email...')
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  const actionsOf = (email: string) => page.locator(`tr[data-user-email="${email}"]`).getByRole('button', { name: /Actions for/ })

  await search.fill(visitor.email)
  await actionsOf(visitor.email).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Carer', 'Client'])
  await expect(dialog.getByLabel('Role')).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // a colleague's row offers support nothing: only an admin changes a staff account
  await search.fill(colleague.email)
  await expect(page.locator(`tr[data-user-email="${colleague.email}"]`)).toContainText('support')
  await expect(actionsOf(colleague.email)).toHaveCount(0)

  // a row that became staff while the page was open: the server refuses, and says why
  await search.fill(visitor.email)
  await actionsOf(visitor.email).click()
  expect((await admin.patch(`/api/users/${visitor.clientId}`, { data: { role: 'support' } })).status()).toBe(200)
  await page.getByRole('menuitem', { name: 'Deactivate' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByText('Only an admin can deactivate a support member: staff accounts reach every home.', { exact: true })).toBeVisible()
  expect((await (await admin.get(`/api/users?search=${encodeURIComponent(visitor.email)}`)).json()).users[0]).toMatchObject({ isActive: true })
  await admin.dispose()

  // an admin is offered the colleague's actions
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await signInAt(adminPage, 'admin', '/users')
  await adminPage.getByPlaceholder('Search users by name or email...').fill(colleague.email)
  await adminPage.locator(`tr[data-user-email="${colleague.email}"]`).getByRole('button', { name: /Actions for/ }).click()
  await expect(adminPage.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible()
  await adminContext.close()
})

test("choosing Client for a carer says what they would lose in the homes they care for, and closing without saving keeps them a carer", async ({ page }) => {
  // Robin Marsh cares for her mother Mabel's home and her father Otto's (seeded; this journey changes nothing)
  const carerEmail = SEEDED.robin.email
  await signInAt(page, 'support', '/users')
  await page.getByPlaceholder('Search users by name or email...').fill(carerEmail)
  await page.locator(`tr[data-user-email="${carerEmail}"]`).getByRole('button', { name: /Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  const role = dialog.getByLabel('Role')
  const warning = dialog.getByRole('status')
  await expect(role).toHaveValue('carer')
  await expect(warning).toHaveCount(0)

  await role.selectOption('client')
  await expect(warning).toHaveText(
    "As a client, Robin Marsh could no longer write care notes, manage sensors or settings, or see the family in Mabel Marsh's and Otto Marsh's homes, and their own account would become a home to be monitored.",
  )
  await expect(role).toHaveAccessibleDescription(/could no longer write care notes/)
  await role.selectOption('carer')
  await expect(warning).toHaveCount(0)

  await role.selectOption('client')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator(`tr[data-user-email="${carerEmail}"]`)).toContainText('carer')
})

test('support sees no Delete User action and cannot act on admins', async ({ page }) => {
  await signInAt(page, 'support', '/users')
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

  test("each person is a card whose actions are on screen: the page does not scroll sideways, and Edit User opens", async ({ page }) => {
    const circle = await newCircle('Petra')
    await signInAt(page, 'admin', '/users')
    await page.getByPlaceholder('Search users by name or email...').fill(circle.email)
    const card = page.locator(`li[data-user-email="${circle.email}"]`)
    await expect(card).toContainText(circle.name)
    await expect(card).toContainText(circle.email)
    await expect(card.locator('[data-role="client"]')).toBeVisible()
    await expect(card).toContainText('Active')
    // the table is for wider screens: only the card's button answers to its name
    await expect(page.locator('table')).toBeHidden()
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
    expect(widths).toEqual({ page: 390, viewport: 390 })

    const actions = page.getByRole('button', { name: `Actions for ${circle.name}` })
    await expect(actions).toBeInViewport({ ratio: 1 })
    const box = (await actions.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.height).toBeGreaterThanOrEqual(44)
    await actions.click()
    await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Delete User' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Edit User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit User' })
    await expect(dialog.getByLabel('First name')).toHaveValue('Petra')
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInViewport()
  })
})

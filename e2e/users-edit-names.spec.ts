// An admin on a phone empties a name in Edit User: the message stands under that field, which is
// marked and focused (it stayed on Save Changes, under a form-wide line), and nothing is saved; a name
// over the limit is said under its own field too, and the stored name is unchanged until a good one.
import { expect, test } from '@playwright/test'
import { apiAsRole, newCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { sidewaysPx } from './fixtures/sideways'

test.use({ viewport: { width: 390, height: 844 } })
test.beforeEach(() => test.slow())

test('an admin on a phone is taken to the empty or too long name in Edit User, and nothing is saved until it is right', async ({ page }) => {
  const circle = await newCircle('Nora')
  await signInAt(page, 'admin', '/users')
  await page.getByPlaceholder('Search users by name or email...').fill(circle.email)
  await page.getByRole('button', { name: `Actions for ${circle.name}` }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  const first = dialog.getByLabel('First name')
  const last = dialog.getByLabel('Last name')
  const save = dialog.getByRole('button', { name: 'Save Changes' })

  await last.fill('   ')
  await save.click()
  await expect(dialog.getByRole('alert')).toHaveText('Last name is required')
  await expect(last).toHaveAttribute('aria-invalid', 'true')
  await expect(last).toBeFocused()
  await expect(last).toHaveAccessibleDescription('Last name is required')
  await expect(first).not.toHaveAttribute('aria-invalid', 'true')

  // both empty: each says so under itself, and the first of them takes the focus
  await first.fill('')
  await save.click()
  await expect(dialog.getByRole('alert')).toHaveText(['First name is required', 'Last name is required'])
  await expect(first).toBeFocused()

  await first.fill('N'.repeat(101))
  await last.fill(circle.lastName)
  await save.click()
  await expect(dialog.getByRole('alert')).toHaveText('First name must be at most 100 characters long.')
  await expect(first).toBeFocused()
  await expect(last).not.toHaveAttribute('aria-invalid', 'true')
  expect(await sidewaysPx(page)).toBeLessThanOrEqual(0)

  // nothing of it reached the stored account
  const admin = await apiAsRole('admin')
  const stored = async () => ((await (await admin.get(`/api/users?search=${encodeURIComponent(circle.email)}`)).json()) as { users: { email: string; firstName: string; lastName: string }[] }).users.find((u) => u.email === circle.email)
  expect(await stored()).toMatchObject({ firstName: 'Nora' })

  await first.fill('Honora')
  await save.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Honora ${circle.lastName} has been saved.`, { exact: true })).toBeVisible()
  expect(await stored()).toMatchObject({ firstName: 'Honora' })
})

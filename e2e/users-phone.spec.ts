// Support onboards someone who never signs in: without their number Call Now only says what to do,
// so support sets it in User Management (checked as the person's own profile checks it), and the
// dashboard read before the change dials it at once.
import { expect, test } from '@playwright/test'
import { PHONE_MESSAGE } from '../contracts/profile'
import { newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

test.beforeEach(() => test.slow())

test('support sets a client\'s phone in User Management, and the dashboard\'s Call Now dials it', async ({ page }) => {
  const circle = await newCircle('Elsie')
  await raiseEmergency(circle.api, circle.clientId)
  await watchCircle(page, circle.clientId)
  await login(page, 'support')

  const urgent = page.getByRole('region', { name: 'Urgent Attention Needed' })
  await urgent.getByRole('button', { name: 'Call Now' }).click()
  await expect(page.getByText('Call your loved one now from your phone. They have not added a phone number to Quick Contact yet.', { exact: true })).toBeVisible()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  await page.getByPlaceholder('Search users by name or email...').fill(circle.email)
  const row = page.locator(`tr[data-user-email="${circle.email}"]`)
  await row.getByRole('button', { name: `Actions for ${circle.name}` }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  const phone = dialog.getByLabel('Phone number')
  await expect(phone).toHaveValue('')

  // a number the profile would refuse: said under the field, which is marked and focused
  await phone.fill('0800 CALL ME')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(PHONE_MESSAGE)
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toBeFocused()
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number of 6 to 20 characters/)

  await phone.fill('+44 7700 900123')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`${circle.name} has been saved.`, { exact: true })).toBeVisible()

  // the same dashboard, without reloading the page: its people are read again
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(urgent.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+447700900123')
  await expect(urgent.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', 'sms:+447700900123')

  // and Edit User shows the number now stored
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  await page.getByPlaceholder('Search users by name or email...').fill(circle.email)
  await row.getByRole('button', { name: `Actions for ${circle.name}` }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  await expect(dialog.getByLabel('Phone number')).toHaveValue('+44 7700 900123')
})

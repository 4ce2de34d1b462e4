// Support onboards someone with no e-mail who will never sign in (decision 0025): Add Home in User
// Management makes her home, opens it, and the agent goes on to its Sensors page and invites her
// daughter from Family Members. User Management then says she does not sign in.
import { expect, test } from '@playwright/test'
import { NO_EMAIL_NO_SIGN_IN, NO_SIGN_IN_ROLE_MESSAGE } from '../contracts/users'
import { circlePicker } from './fixtures/circle-picker'
import { login, uniqueEmail } from './fixtures/session'

// the agent's browser, so the home's zone starts as this device's
test.use({ timezoneId: 'Europe/Lisbon' })
test.beforeEach(() => test.slow())

test('support adds a home for Margaret Oakes, opens it, sees its dashboard and Sensors page, and invites her daughter into it', async ({ page }) => {
  // a name of her own in this database (another Margaret Oakes would be asked about: below)
  const lastName = `Oakes-${Date.now().toString(36)}`
  const name = `Margaret ${lastName}`
  await login(page, 'support')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'User Management' }).click()
  await page.getByRole('button', { name: 'Add Home' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Home' })
  await expect(dialog).toContainText('Their account has no e-mail and no password.')
  await expect(dialog.getByLabel('Home time zone')).toHaveValue('Europe/Lisbon')

  // the names are required, said under each field, the first focused
  await dialog.getByRole('button', { name: 'Add Home' }).click()
  const firstName = dialog.getByLabel('First name')
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAccessibleDescription('First name is required')
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required')

  await firstName.fill('Margaret')
  await dialog.getByLabel('Last name').fill(lastName)
  await dialog.getByLabel('Phone number (optional)').fill('0800 CALL ME')
  await dialog.getByRole('button', { name: 'Add Home' }).click()
  await expect(dialog.getByLabel('Phone number (optional)')).toHaveAccessibleDescription(/Enter a phone number of 6 to 20 characters/)
  await dialog.getByLabel('Phone number (optional)').fill('+44 7700 900123')
  await dialog.getByRole('button', { name: 'Add Home' }).click()

  const added = page.getByRole('dialog', { name: 'Home Added' })
  await expect(added).toContainText(`${name}'s home is ready.`)
  await expect(added.getByRole('button', { name: 'Open Home' })).toBeFocused()
  await added.getByRole('button', { name: 'Open Home' }).click()

  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${name}` })).toBeVisible()
  await expect(circlePicker(page)).toHaveText(name)

  await nav.getByRole('link', { name: 'Sensors' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
  await expect(page.getByText('No sensors configured')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Home time zone' }).getByLabel('Time zone')).toHaveValue('Europe/Lisbon')

  // her daughter is the next step: invited as a carer into this home (no mail server in this journey:
  // the invitation is kept either way, and can be sent again)
  await nav.getByRole('link', { name: 'Family Members' }).click()
  await expect(page.getByText(`The people who look after ${name}`)).toBeVisible()
  await page.getByRole('button', { name: 'Invite Family Member' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite Family Member' })
  const daughter = uniqueEmail('dana-oakes')
  await invite.getByLabel('Email').fill(daughter)
  await invite.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(invite).toBeHidden()
  // not e-mailed (no mail server listening), the inviter is shown its link in a dialog to close
  const saved = page.getByRole('dialog', { name: 'Invitation Saved' })
  await expect(page.getByText('Invitation Sent', { exact: true }).or(saved)).toBeVisible()
  if (await saved.isVisible()) await saved.getByRole('button', { name: 'Done' }).click()
  await expect(page.locator(`li[data-invitation-email="${daughter}"]`)).toContainText('pending')

  // User Management says she has no e-mail and does not sign in: nothing to deactivate, the role stays Client
  await nav.getByRole('link', { name: 'User Management' }).click()
  await page.getByPlaceholder('Search users by name or email...').fill(name)
  const row = page.locator('tbody tr').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(NO_EMAIL_NO_SIGN_IN)
  await row.getByRole('button', { name: `Actions for ${name}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit User' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await expect(edit.getByLabel('Phone number')).toHaveValue('+44 7700 900123')
  await expect(edit.getByLabel('Role')).toBeDisabled()
  await expect(edit).toContainText(NO_SIGN_IN_ROLE_MESSAGE)
})

test('a second home of the same name is asked about first, and the two are told apart by their ids in the list and when deleting', async ({ page }) => {
  const lastName = `Blackwood-${Date.now().toString(36)}`
  const name = `Arthur ${lastName}`
  await login(page, 'admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  const addHome = async () => {
    await page.getByRole('button', { name: 'Add Home' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Home' })
    await dialog.getByLabel('First name').fill('Arthur')
    await dialog.getByLabel('Last name').fill(lastName)
    await dialog.getByRole('button', { name: 'Add Home' }).click()
    return dialog
  }
  await addHome()
  await page.getByRole('dialog', { name: 'Home Added' }).getByRole('button', { name: 'Close' }).first().click()

  const dialog = await addHome()
  const warning = dialog.getByRole('alert')
  await expect(warning).toContainText(`There is already a home for ${name} (No e-mail · home `)
  await expect(page.getByRole('dialog', { name: 'Home Added' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Add Home' }).click()
  await expect(page.getByRole('dialog', { name: 'Home Added' })).toContainText(`${name}'s home is ready.`)
  await page.getByRole('dialog', { name: 'Home Added' }).getByRole('button', { name: 'Close' }).first().click()

  await page.getByPlaceholder('Search users by name or email...').fill(name)
  const rows = page.locator('tbody tr').filter({ hasText: name })
  await expect(rows).toHaveCount(2)
  const tags = await Promise.all([0, 1].map(async (i) => (await rows.nth(i).innerText()).match(/home [0-9a-f]{8}/)?.[0]))
  expect(tags[0]).toBeTruthy()
  expect(tags[1]).toBeTruthy()
  expect(tags[0]).not.toBe(tags[1])
  await rows.nth(1).getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Delete User' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Delete User' })).toContainText(`Are you sure you want to delete ${name} (${tags[1]})?`)
})

// A home added for someone who did not sign in is given a sign-in later (decision 0025): support
// types her address in Edit User, she opens the mailed link in her own browser, chooses a password
// and lands on her own dashboard; User Management then lists her as any client.
import { expect, test, type Page } from '@playwright/test'
import { AUTH_MESSAGES } from '../contracts/auth'
import { SIGN_IN_OFFER_MESSAGES } from '../contracts/sign-in-offers'
import { NO_EMAIL_NO_SIGN_IN } from '../contracts/users'
import { ACCOUNTS } from './fixtures/accounts'
import { E2E_APP_URL } from './fixtures/external-services'
import { login, uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'
import { runAxe } from './fixtures/axe'

const smtp = withTestSmtp()

const linkIn = (text: string) => text.match(new RegExp(`${E2E_APP_URL}/sign-in-offers/[\\w-]+`))?.[0]

/** Serious and critical axe findings, and a skipped heading level, as accessibility.spec.ts counts them */
async function axeProblems(page: Page) {
  const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order').map((v) => `${v.impact} ${v.id}`)
}

async function openEditUser(page: Page, name: string) {
  await page.getByPlaceholder('Search users by name or email...').fill(name)
  const row = page.locator('tbody tr').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  return { row, dialog: page.getByRole('dialog', { name: 'Edit User' }) }
}

test('support gives Margaret a sign-in; she opens the mailed link, chooses a password and sees her own dashboard', async ({ page, browser }) => {
  test.slow()
  const lastName = `Oakes-${Date.now().toString(36)}`
  const name = `Margaret ${lastName}`
  const email = uniqueEmail('margaret')
  await login(page, 'support')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()

  // her home, added without a sign-in
  await page.getByRole('button', { name: 'Add Home' }).click()
  const add = page.getByRole('dialog', { name: 'Add Home' })
  await add.getByLabel('First name').fill('Margaret')
  await add.getByLabel('Last name').fill(lastName)
  await add.getByRole('button', { name: 'Add Home' }).click()
  const added = page.getByRole('dialog', { name: 'Home Added' })
  await expect(added).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(added).toBeHidden()

  const { row, dialog } = await openEditUser(page, name)
  await expect(row).toContainText(NO_EMAIL_NO_SIGN_IN)
  const section = dialog.getByRole('region', { name: 'Sign-in' })
  await expect(section).toContainText('Margaret does not sign in.')
  const address = section.getByLabel('Their e-mail address')

  // an empty address, then one that is another account's: said under the field, which takes focus
  await section.getByRole('button', { name: 'Send Sign-in Link' }).click()
  await expect(address).toHaveAccessibleDescription(SIGN_IN_OFFER_MESSAGES.emailRequired)
  await expect(address).toBeFocused()
  await address.fill(ACCOUNTS.carer.email)
  await section.getByRole('button', { name: 'Send Sign-in Link' }).click()
  await expect(address).toHaveAccessibleDescription(SIGN_IN_OFFER_MESSAGES.emailTaken)

  await address.fill(email)
  await section.getByRole('button', { name: 'Send Sign-in Link' }).click()
  await expect(page.getByText('Sign-in Link Sent', { exact: true })).toBeVisible()
  // pending, to that address, from today; the account itself is unchanged
  await expect(section.locator(`[data-sign-in-offer="${email}"]`)).toContainText(`A sign-in link was sent to ${email}`)
  await expect(section.getByRole('button', { name: 'Resend Link' })).toBeVisible()
  await expect(section.getByRole('button', { name: 'Withdraw Link' })).toBeVisible()
  expect(await axeProblems(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(row).toContainText(NO_EMAIL_NO_SIGN_IN)

  const mail = await smtp().waitForMail(email)
  expect(mail.subject).toBe('Your own sign-in to Hearthwatch')
  expect(mail.text).toContain('Hello Margaret,')
  const link = linkIn(mail.text)
  expect(link).toBeDefined()

  // her own browser, opening the link from the e-mail
  const hers = await browser.newContext()
  const margaret = await hers.newPage()
  await margaret.goto(link!)
  await expect(margaret.getByRole('heading', { name: 'Set up your sign-in' })).toBeVisible()
  await expect(margaret.getByText(`Sky Support has set up a sign-in to Hearthwatch for ${name}.`)).toBeVisible()
  await expect(margaret.getByLabel('Email')).toHaveValue(email)
  expect(await axeProblems(margaret)).toEqual([])
  await margaret.getByLabel('Password', { exact: true }).fill('garden-gate')
  await margaret.getByLabel('Confirm password').fill('garden-gale')
  await margaret.getByRole('button', { name: 'Set Password and Sign In' }).click()
  await expect(margaret.getByLabel('Confirm password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordMismatch)
  await margaret.getByLabel('Confirm password').fill('garden-gate')
  await margaret.getByRole('button', { name: 'Set Password and Sign In' }).click()

  // signed in, on her own home's dashboard
  await expect(margaret).toHaveURL(`${E2E_APP_URL}/`)
  await expect(margaret.getByRole('link', { name: 'Sign Out' })).toBeVisible()
  await expect(margaret.getByRole('heading', { level: 1, name: `Monitoring ${name}` })).toBeVisible()

  // the link worked once
  await margaret.goto(link!)
  await expect(margaret.getByText(SIGN_IN_OFFER_MESSAGES.used)).toBeVisible()
  await hers.close()

  // User Management now lists her address, and she can be deactivated as any client
  await page.reload()
  await page.getByPlaceholder('Search users by name or email...').fill(name)
  const listed = page.locator(`tr[data-user-email="${email}"]`)
  await expect(listed).toContainText(name)
  await listed.getByRole('button', { name: `Actions for ${name}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Edit User' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit User' }).getByRole('region', { name: 'Sign-in' })).toHaveCount(0)
})

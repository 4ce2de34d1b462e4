import { expect, test } from '@playwright/test'
import { PASSWORD_RESET_MESSAGES } from '../contracts/password-reset'
import { E2E_APP_URL } from './fixtures/external-services'
import { withTestSmtp } from './fixtures/test-smtp'
import { uniqueEmail } from './fixtures/session'

const smtp = withTestSmtp()

const linkIn = (text: string) => text.match(new RegExp(`${E2E_APP_URL}/reset-password\\?token=[\\w-]+`))?.[0]

test('a person who forgot their password resets it from the e-mailed link, which ends their other sessions', async ({ page, playwright }) => {
  // a long journey: three times the usual time on a busy machine
  test.slow()
  const email = uniqueEmail('reset')
  // signed in elsewhere: registering signs this other browser in
  const elsewhere = await playwright.request.newContext({ baseURL: E2E_APP_URL })
  const registered = await elsewhere.post('/auth/register', {
    form: { firstName: 'Dana', lastName: 'Reyes', email, password: 'first-secret' },
    maxRedirects: 0,
  })
  expect(registered.status()).toBe(303)
  expect((await elsewhere.get('/api/auth/user')).status()).toBe(200)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await page.getByLabel('Email').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.requested)).toBeVisible()

  const mail = await smtp().waitForMail(email)
  expect(mail.subject).toBe('Reset your Hearthwatch password')
  const link = linkIn(mail.text)
  expect(link).toBeDefined()

  await page.goto(link!)
  await expect(page.getByText('Must be at least 6 characters')).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveJSProperty('required', true)
  await expect(page.getByLabel('Confirm new password')).toHaveJSProperty('required', true)
  const fill = async (password: string, confirm: string) => {
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Confirm new password').fill(confirm)
    await page.getByRole('button', { name: 'Reset password' }).click()
  }
  await fill('12345', '12345')
  await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long.' })).toBeVisible()
  await fill('second-secret', 'second-secreT')
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match.' })).toBeVisible()
  await fill('second-secret', 'second-secret')
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.done)).toBeVisible()

  expect((await elsewhere.get('/api/auth/user')).status()).toBe(401)
  await elsewhere.dispose()

  await page.getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('second-secret')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Monitoring Dana Reyes' })).toBeVisible()

  // the link worked once: opened again, it says so instead of offering the form
  await page.goto(link!)
  await expect(page.getByRole('alert').filter({ hasText: PASSWORD_RESET_MESSAGES.used })).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
})

test('an address without an account gets the same confirmation and no e-mail', async ({ page }) => {
  const nobody = uniqueEmail('nobody')
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(nobody)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(PASSWORD_RESET_MESSAGES.requested)).toBeVisible()
  await expect(smtp().waitForMail(nobody, { timeoutMs: 1_500 })).rejects.toThrow(/no e-mail/)
})

test('a reset link that never was says so when it opens, before any password is typed, and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?token=garbage')
  await expect(page.getByRole('heading', { name: 'Reset link unavailable' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: PASSWORD_RESET_MESSAGES.invalid })).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Request a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
})

test('a reset page opened without a token says the link is not valid', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('alert').filter({ hasText: PASSWORD_RESET_MESSAGES.invalid })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()
})

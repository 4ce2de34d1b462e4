import { expect, test } from '@playwright/test'
import { OIDC_ISSUER } from './fixtures/external-services'
import { signInAtProvider, startOidcProvider } from './fixtures/oidc-provider'

// one provider on a fixed port: this file's journeys run one after another in one worker
test.describe.configure({ mode: 'serial' })

let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined
test.beforeAll(async () => {
  provider = await startOidcProvider()
})
test.afterAll(async () => {
  await provider?.close()
})

const FAILED = 'Google authentication failed. Please try again.'

test('a new person continues with Google, signs in at the provider and lands on their own dashboard', async ({ page }) => {
  // two sites and four pages: three times the usual time on a busy machine
  test.slow()
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()

  // the provider's own sign-in page, then its consent page
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`))
  await signInAtProvider(page, `robin-${Date.now()}`)

  await expect(page.getByRole('heading', { name: 'Monitoring Robin Oakes' })).toBeVisible()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.locator('[data-role="client"]').first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Monitoring Robin Oakes' })).toBeVisible()
})

test('cancelling at the provider returns to the sign-in page with the failure text', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`))
  await page.getByRole('link', { name: '[ Cancel ]' }).click()

  await expect(page).toHaveURL(/\/login\?error=google_auth_failed$/)
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible()
})

test('a Google sign-in that fails keeps the page they were going back to, so signing in afterwards opens it', async ({ page }) => {
  test.slow()
  // a Google account that has a home, signed out again (the provider's session too)
  const account = `iris-${Date.now()}`
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await signInAtProvider(page, account)
  await expect(page.getByRole('heading', { name: 'Monitoring Robin Oakes' })).toBeVisible()
  const { id: home } = (await (await page.request.get('/api/auth/user')).json()) as { id: string }
  await page.context().clearCookies()

  // the link of an alert e-mail asks them to sign in first; at the provider they cancel
  await page.goto(`/alerts?home=${home}`)
  const back = `next=%2Falerts%3Fhome%3D${home}`
  await expect(page).toHaveURL(new RegExp(`/login\\?${back}$`))
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`))
  await page.getByRole('link', { name: '[ Cancel ]' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?error=google_auth_failed&${back}$`))
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible()

  // trying again from there opens the alerts of the home the e-mail was about
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await signInAtProvider(page, account)
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/alerts$/)
})

test('a callback this browser did not start (forged state) is refused', async ({ page }) => {
  await page.goto('/auth/google/callback?code=stolen-code&state=forged-state')
  await expect(page).toHaveURL(/\/login\?error=google_auth_failed$/)
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible()
})

test('a provider that is not configured (Facebook here) returns with its failure text', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Facebook' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Facebook authentication failed. Please try again.' })).toBeVisible()
})

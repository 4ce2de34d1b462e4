// Woken at 2 a.m. by an alert's e-mail, on a phone she has not signed in on, the daughter follows its link to the
// sign-in page and cannot remember her password. 'Forgot password?' took her to a reset that ended on the sign-in
// page with nothing of where she had been going: signed in, she was on the dashboard, and the alert she was woken for
// was hers to find again. The alert's address now goes with her through the reset (the page, the e-mailed link, the
// sign-in after it), and signing in opens the alert, as it does straight from the link.
import { type Browser, expect as baseExpect, test } from '@playwright/test'
import { E2E_APP_URL } from './fixtures/external-services'
import { acceptInvitation } from './fixtures/invitations'
import { apiAsRole, newCircle, raiseEmergency } from './fixtures/seed-circle'
import { uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'

const expect = baseExpect.configure({ timeout: 15_000 })
const smtp = withTestSmtp()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** Margaret's home with an emergency open, and Sarah, invited as its carer, signed up ('family-words') */
async function carerWithAnEmergency(browser: Browser) {
  const mum = await newCircle('Margaret')
  const admin = await apiAsRole('admin')
  const sarah = uniqueEmail('sarah')
  expect((await admin.post('/api/invitations', { data: { email: sarah, role: 'carer', circleId: mum.clientId } })).status()).toBe(201)
  await admin.dispose()
  await (await acceptInvitation(smtp(), browser, sarah, 'Sarah', mum.lastName)).close()
  const alert = await raiseEmergency(mum.api, mum.clientId)
  return { mum, sarah, alert }
}

test('a carer who forgot her password, on the way from an alert e-mail to the alert, resets it and lands on the alert', async ({ browser }) => {
  test.slow()
  const { mum, sarah, alert } = await carerWithAnEmergency(browser)
  const alertPath = `/alerts?home=${mum.clientId}&alert=${alert.id}`

  const phone = await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })
  const page = await phone.newPage()
  await page.goto(alertPath)
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await page.getByRole('link', { name: 'Forgot password?' }).tap()
  await page.getByLabel('Email').fill(sarah)
  await page.getByRole('button', { name: 'Send reset link' }).tap()
  await expect(page.getByRole('main').getByRole('status')).toBeVisible()

  const mail = await smtp().waitForMail(sarah, { where: (m) => m.subject === 'Reset your Hearthwatch password' })
  const link = mail.text.match(new RegExp(`${E2E_APP_URL}/reset-password\\?\\S+`))?.[0]
  expect(link).toBeDefined()
  // the e-mail opens in the phone's browser: nothing of the tab she started in is needed
  const resetTab = await phone.newPage()
  await page.close()
  await resetTab.goto(link!)
  await resetTab.getByLabel('New password', { exact: true }).fill('night-words')
  await resetTab.getByLabel('Confirm new password').fill('night-words')
  await resetTab.getByRole('button', { name: 'Reset password' }).tap()
  await resetTab.getByRole('link', { name: 'Sign in', exact: true }).tap()
  await resetTab.getByLabel('Email').fill(sarah)
  await resetTab.getByLabel('Password').fill('night-words')
  await resetTab.getByRole('button', { name: 'Sign In' }).tap()

  const card = resetTab.locator(`article[data-alert-id="${alert.id}"]`)
  await expect(card).toBeFocused()
  await expect(card).toHaveAccessibleName('Emergency button pressed')
  await phone.close()
})

test('on the reset page she remembers it after all: Back to sign in still opens the alert', async ({ browser }) => {
  const { mum, sarah, alert } = await carerWithAnEmergency(browser)

  const phone = await browser.newContext({ ...PHONE, baseURL: E2E_APP_URL })
  const page = await phone.newPage()
  await page.goto(`/alerts?home=${mum.clientId}&alert=${alert.id}`)
  await page.getByRole('link', { name: 'Forgot password?' }).tap()
  await page.getByRole('link', { name: 'Back to sign in' }).tap()
  await page.getByLabel('Email').fill(sarah)
  await page.getByLabel('Password').fill('family-words')
  await page.getByRole('button', { name: 'Sign In' }).tap()
  await expect(page.locator(`article[data-alert-id="${alert.id}"]`)).toBeFocused()
  await phone.close()
})

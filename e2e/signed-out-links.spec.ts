// A family member opens an alert e-mail on her phone at 2 a.m., signed out. The e-mail's button takes her, as
// SPEC.md §4 says of a signed-out visit, through the 'Unauthorized' toast to the sign-in page; that page now says
// where signing in takes her, and it does: to the alert, as to any page a link named (a home's dashboard, its care
// notes, an invitation she already accepted, whose page sent her to sign in and then back to the invitation).
// Signed in as someone outside that home's care circle (a shared tablet, her husband's account), the link says
// so plainly, and shows nothing of any home in its place.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test'
import { dashboardHeading } from './fixtures/dashboard'
import { E2E_APP_URL } from './fixtures/external-services'
import { homeWithInvitedCarer, invitationTokenIn } from './fixtures/invitations'
import { raiseEmergency } from './fixtures/seed-circle'
import { withTestSmtp } from './fixtures/test-smtp'

// the machine is shared and slow: a page that loads on a busy runner gets time (15 s ran out at a load of 27)
const expect = baseExpect.configure({ timeout: 30_000 })
const smtp = withTestSmtp()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' as const, baseURL: E2E_APP_URL }

/** A phone's browser with no session in it */
const signedOutPhone = async (browser: Browser) => (await browser.newContext(PHONE)).newPage()

async function signInHere(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('family-words')
  await page.getByRole('button', { name: 'Sign In' }).tap()
}

/** The sign-in page the link led to says where signing in goes */
async function expectSignInSaysWhere(page: Page, where: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await expect(page.getByText(where, { exact: true })).toBeVisible()
}

test("an alert e-mail's link opened signed out goes through sign-in to the alert; so do a home's pages and a spent invitation", async ({ browser }) => {
  test.slow()
  const { circle, carerEmail } = await homeWithInvitedCarer(smtp(), browser, 'Margaret')
  const token = invitationTokenIn((await smtp().waitForMail(carerEmail)).text)
  const alert = await raiseEmergency(circle.api, circle.clientId)
  const mail = await smtp().waitForMail(carerEmail, { where: (m) => m.subject.startsWith('Urgent: Emergency button pressed') })
  const link = mail.text.match(new RegExp(`${E2E_APP_URL}/alerts\\?\\S+`))?.[0]
  expect(link).toBe(`${E2E_APP_URL}/alerts?home=${circle.clientId}&alert=${alert.id}`)

  // the alert
  const page = await signedOutPhone(browser)
  await page.goto(link!)
  await expectSignInSaysWhere(page, 'Once you sign in, you go straight to the alert.')
  await signInHere(page, carerEmail)
  const card = page.getByRole('article', { name: 'Emergency button pressed' })
  await expect(card).toBeFocused()
  await expect(page).toHaveURL((url) => url.pathname === '/alerts')
  await page.context().close()

  // a home's dashboard, its care notes
  for (const [path, landed] of [
    [`/dashboard?home=${circle.clientId}`, (p: Page) => dashboardHeading(p, circle.name)],
    [`/care-notes?home=${circle.clientId}`, (p: Page) => p.getByRole('heading', { level: 1, name: 'Care Notes' })],
  ] as const) {
    const other = await signedOutPhone(browser)
    await other.goto(path)
    await expectSignInSaysWhere(other, 'Once you sign in, you go straight to the page you opened.')
    await signInHere(other, carerEmail)
    await expect(landed(other), path).toBeVisible()
    await expect(other).toHaveURL((url) => url.pathname === path.split('?')[0])
    await other.context().close()
  }

  // the invitation she already accepted: its page asks her to sign in, and signing in opens the home it invited her to
  const again = await signedOutPhone(browser)
  await again.goto(`/invitations/${token}`)
  await expect(again.getByText('This invitation has already been used. If it was you, please sign in.')).toBeVisible()
  await again.getByRole('link', { name: 'Sign in' }).tap()
  await expectSignInSaysWhere(again, 'Once you sign in, you go straight to the page you opened.')
  await signInHere(again, carerEmail)
  await expect(dashboardHeading(again, circle.name)).toBeVisible()
  await expect(again).toHaveURL((url) => url.pathname === '/dashboard')
  await again.context().close()
})

test("signed in as someone outside that home's care circle, an alert's link says so, and shows no home in its place", async ({ browser }) => {
  test.slow()
  const { circle, carerEmail } = await homeWithInvitedCarer(smtp(), browser, 'Margaret')
  const alert = await raiseEmergency(circle.api, circle.clientId)
  const mail = await smtp().waitForMail(carerEmail, { where: (m) => m.subject.startsWith('Urgent: Emergency button pressed') })
  const link = mail.text.match(new RegExp(`${E2E_APP_URL}/alerts\\?\\S+`))![0]
  // the same tablet, signed in as a carer of another home
  const stranger = await homeWithInvitedCarer(smtp(), browser, 'Olive')
  const page = await signedOutPhone(browser)
  await page.goto('/login')
  await signInHere(page, stranger.carerEmail)
  await expect(dashboardHeading(page, stranger.circle.name)).toBeVisible()

  await page.goto(link)
  const notice = page.getByRole('alert').filter({ hasText: 'This alert is not available to you' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(`You are signed in as ${stranger.carerEmail}`)
  const main = page.getByRole('main')
  // nothing of her own home's alerts in its place ('No Active Alerts' read as 'the alert is over'), nor of Margaret's
  await expect(main).not.toContainText('No Active Alerts')
  await expect(main).not.toContainText('Active Alerts (')
  await expect(main).not.toContainText(circle.name)
  await expect(page.locator(`[data-alert-id="${alert.id}"]`)).toHaveCount(0)

  // signing in as the person the e-mail was for goes straight to the alert
  await notice.getByRole('button', { name: 'Sign in as someone else' }).tap()
  await expectSignInSaysWhere(page, 'Once you sign in, you go straight to the alert.')
  // back to the link whole, its home too (a person of several homes opens the one it names)
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === link.slice(E2E_APP_URL.length))
  await signInHere(page, carerEmail)
  await expect(page.getByRole('article', { name: 'Emergency button pressed' })).toBeFocused()
  await page.context().close()
})

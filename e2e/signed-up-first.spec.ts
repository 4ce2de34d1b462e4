// A daughter who made an account to watch over her mother before anyone invited her (decision 0044): her
// sign-up made an empty home of her own; an invitation into her mother's home takes her there and ends it.
import { expect, test, type Browser } from '@playwright/test'
import { circlePicker } from './fixtures/circle-picker'
import { E2E_APP_URL, OIDC_ISSUER } from './fixtures/external-services'
import { homeWithInvitedCarer, invitationTokenIn, openFamilyMembersAs } from './fixtures/invitations'
import { oidcEmailOf, signInAtProvider, startOidcProvider } from './fixtures/oidc-provider'
import { apiAsRole } from './fixtures/seed-circle'
import { uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'

const smtp = withTestSmtp()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const ENDS_HOME = 'The home your account made when you signed up has no sensors, notes or people in it: it goes away when you accept'

/** Mum's home, with a carer who joined it by invitation; answers the carer's address */
async function mumsHomeWithCarer(browser: Browser) {
  const { circle: mum, carerEmail } = await homeWithInvitedCarer(smtp(), browser, 'Mabel', uniqueEmail('mums-carer'))
  return { mum, carerEmail }
}

test("a daughter who signed up first is told how to reach her mother's home, is invited by its carer, and joins it as a carer", async ({ browser, page }) => {
  test.slow()
  const { mum, carerEmail } = await mumsHomeWithCarer(browser)

  // she signs up on her phone: an empty home of her own, and a word on what to do if she came for someone else
  const daisyContext = await browser.newContext(PHONE)
  const daisy = await daisyContext.newPage()
  const daisyEmail = uniqueEmail('daisy')
  const lastName = `Marsh${Date.now().toString(36)}`
  await daisy.goto('/register')
  await daisy.getByLabel('First name').fill('Daisy')
  await daisy.getByLabel('Last name').fill(lastName)
  await daisy.getByLabel('Email').fill(daisyEmail)
  await daisy.getByLabel('Password', { exact: true }).fill('secret-words')
  await daisy.getByLabel('Confirm password').fill('secret-words')
  await daisy.getByRole('button', { name: 'Create Account' }).click()
  await expect(daisy.getByRole('heading', { level: 1, name: `Monitoring Daisy ${lastName}` })).toBeVisible()
  const hint = daisy.getByTestId('join-another-home')
  await expect(hint).toContainText(`Signed up to watch over someone else? Ask whoever looks after them on Hearthwatch (their carer, or support) to invite ${daisyEmail}`)
  await expect(hint).toBeInViewport()
  const { id: daisyId } = (await (await daisy.request.get('/api/auth/user')).json()) as { id: string }

  // Mum's carer invites that address from Family Members: sent, not refused
  await openFamilyMembersAs(page, carerEmail)
  await page.getByRole('button', { name: 'Invite Family Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite Family Member' })
  await dialog.getByLabel('Email').fill(daisyEmail)
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText('Family member invitation has been sent successfully.', { exact: true })).toBeVisible()

  const mail = await smtp().waitForMail(daisyEmail)
  expect(mail.text).toContain('You already have a Hearthwatch account, so there is nothing to set up.')
  expect(mail.text).toContain(`${ENDS_HOME}, and you will see ${mum.name} instead`)

  // on her phone, still signed in, she opens the link and accepts
  await daisy.goto(`${E2E_APP_URL}/invitations/${invitationTokenIn(mail.text)}`)
  await expect(daisy.getByText(`You are signed in as ${daisyEmail}. ${ENDS_HOME}`)).toBeVisible()
  await daisy.getByRole('button', { name: 'Accept Invitation' }).click()
  await expect(daisy.getByRole('heading', { level: 1, name: `Monitoring ${mum.name}` })).toBeVisible()
  // one home only, her mother's: no picker; she is a carer now (the badge is in the phone's closed drawer)
  await expect(circlePicker(daisy)).toHaveCount(0)
  await expect(daisy.locator('[data-role="carer"]')).not.toHaveCount(0)
  expect(((await (await daisy.request.get('/api/auth/user')).json()) as { role: string }).role).toBe('carer')
  await expect(daisy.getByTestId('join-another-home')).toHaveCount(0)
  await daisyContext.close()

  // her mother's carer sees her among the members; staff no longer see her empty home
  await page.reload()
  await expect(page.locator(`li[data-member-email="${daisyEmail}"]`)).toContainText(`Daisy ${lastName}`)
  const support = await apiAsRole('support')
  const homes = (await (await support.get('/api/circles')).json()) as { clientId: string }[]
  expect(homes.map((h) => h.clientId)).not.toContain(daisyId)
  await support.dispose()
})

test('a daughter who signed up with Google first accepts her invitation signed in with Google', async ({ browser }) => {
  test.slow()
  const provider = await startOidcProvider()
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const account = `dora-${Date.now()}`
    await page.goto('/register')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`))
    await signInAtProvider(page, account)
    await expect(page.getByTestId('join-another-home')).toContainText(oidcEmailOf(account))

    const { mum } = await mumsHomeWithCarer(browser)
    const support = await apiAsRole('support')
    const invited = await support.post(`/api/family/invite?clientId=${mum.clientId}`, { data: { inviteeEmail: oidcEmailOf(account) } })
    expect(invited.status(), await invited.text()).toBe(201)
    await support.dispose()
    const mail = await smtp().waitForMail(oidcEmailOf(account))

    await page.goto(`${E2E_APP_URL}/invitations/${invitationTokenIn(mail.text)}`)
    await expect(page.getByText(ENDS_HOME)).toBeVisible()
    await page.getByRole('button', { name: 'Accept Invitation' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${mum.name}` })).toBeVisible()
    expect(((await (await page.request.get('/api/auth/user')).json()) as { role: string }).role).toBe('carer')
  } finally {
    await context.close()
    await provider.close()
  }
})

import { expect, test, type Browser } from '@playwright/test'
import { INVITATION_MESSAGES } from '../contracts/invitations'
import { circlePicker, pickCircle } from './fixtures/circle-picker'
import { dashboardHeading } from './fixtures/dashboard'
import { E2E_APP_URL, OIDC_ISSUER } from './fixtures/external-services'
import { oidcEmailOf, signInAtProvider, startOidcProvider } from './fixtures/oidc-provider'
import { apiAsRole, newCircle } from './fixtures/seed-circle'
import { login, signInAt, uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'
import { acceptInvitation as acceptBy, homeWithInvitedCarer, invitationTokenIn, openFamilyMembersAs } from './fixtures/invitations'

/**
 * The dashboard at '/', on `clientId`: with two homes the layout writes the one on screen into the address
 * (`?home=`, decision 0122) a moment after landing, so the bare '/' and the one naming the home both count
 */
const dashboardOf = (clientId: string) => new RegExp(`^${E2E_APP_URL.replace(/[.]/g, '\\.')}/(\\?home=${clientId})?$`)

const smtp = withTestSmtp()
const tokenIn = invitationTokenIn
const acceptInvitation = (browser: Browser, email: string, firstName: string) => acceptBy(smtp(), browser, email, firstName)

/** A circle with a carer who joined it by invitation, and that carer's e-mail address */
const circleWithCarer = (browser: Browser, carerEmail?: string) => homeWithInvitedCarer(smtp(), browser, 'Fern', carerEmail)

test("a carer invites the client's husband as a client; once he joins, she can take him out of the circle", async ({ page, browser }) => {
  test.slow()
  const { circle, carerEmail } = await circleWithCarer(browser)
  await openFamilyMembersAs(page, carerEmail)

  await expect(page.getByRole('heading', { name: 'Family Members', level: 1 })).toBeVisible()
  await expect(page.getByText(`The people who look after ${circle.name}`)).toBeVisible()
  const own = page.locator(`li[data-member-email="${carerEmail}"]`)
  await expect(own).toContainText('Cora Fernley')
  await expect(own).toContainText('(you)')
  await expect(own.getByRole('button', { name: /Remove/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'How Family Access Works' })).toBeVisible()
  await expect(page.getByText('No pending invitations.')).toBeVisible()

  // an empty address is caught before anything is sent
  await page.getByRole('button', { name: 'Invite Family Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite Family Member' })
  await expect(dialog.getByLabel('Role')).toHaveValue('carer')
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText('Email Required', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  const husband = uniqueEmail('husband')
  await dialog.getByLabel('Email').fill(husband)
  await dialog.getByLabel('Role').selectOption({ label: 'Client - Limited access to own data' })
  await dialog.getByLabel('Message (optional)').fill('So you can see the kitchen sensor too.')
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText('Family member invitation has been sent successfully.', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()
  const pending = page.locator(`li[data-invitation-email="${husband}"]`)
  await expect(pending).toContainText('pending')
  await expect(pending.locator('[data-role="client"]')).toBeVisible()
  await expect(pending).toContainText('So you can see the kitchen sensor too.')

  // the e-mail carries the message; he joins from it
  const mail = await smtp().waitForMail(husband)
  expect(mail.text).toContain(`in ${circle.name}'s care circle`)
  expect(mail.text).toContain('Cora Fernley wrote: "So you can see the kitchen sensor too."')
  const his = await acceptInvitation(browser, husband, 'Gus')

  await page.reload()
  const member = page.locator(`li[data-member-email="${husband}"]`)
  await expect(member).toContainText('Gus Fernley')
  await expect(member.locator('[data-role="client"]')).toBeVisible()
  await expect(pending).toHaveCount(0)

  await member.getByRole('button', { name: 'Remove Gus Fernley' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Remove Family Member' })
  await expect(confirm).toContainText('Are you sure you want to remove this family member? They will lose access to health monitoring data.')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Family member has been removed successfully.', { exact: true })).toBeVisible()
  await expect(member).toHaveCount(0)
  // and his access to the circle is gone, which he is told: no alert about her will reach him any more
  expect((await his.request.get(`/api/dashboard/stats?clientId=${circle.clientId}`)).status()).toBe(404)
  const told = await smtp().waitForMail(husband, { where: (m) => m.subject.startsWith('You are no longer in') })
  expect(told.subject).toBe(`You are no longer in ${circle.name}'s care circle`)
  expect(told.text).toContain(`Cora Fernley removed you from ${circle.name}'s care circle on Hearthwatch`)
  await his.close()
})

test('a carer revokes an invitation sent to the wrong address: its link stops working, for its page left open too', async ({ page, browser }) => {
  const { carerEmail } = await circleWithCarer(browser)
  const typo = uniqueEmail('nephew-typo')
  await openFamilyMembersAs(page, carerEmail)
  await page.getByRole('button', { name: 'Invite Family Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite Family Member' })
  await dialog.getByLabel('Email').fill(typo)
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(dialog).toBeHidden()
  const token = tokenIn((await smtp().waitForMail(typo)).text)
  // whoever has that mailbox opens the link before it is revoked, and fills in the form
  const theirs = await browser.newContext()
  const invitee = await theirs.newPage()
  await invitee.goto(`/invitations/${token}`)
  await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await invitee.getByLabel('First name').fill('Ned')
  await invitee.getByLabel('Last name').fill('Typo')
  await invitee.getByLabel('Password', { exact: true }).fill('family-words')
  await invitee.getByLabel('Confirm password').fill('family-words')

  const pending = page.locator(`li[data-invitation-email="${typo}"]`)
  await pending.getByRole('button', { name: `Revoke the invitation to ${typo}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Invitation' })
  await expect(confirm).toContainText(`The link sent to ${typo} will stop working.`)
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText(`The invitation to ${typo} no longer works.`, { exact: true })).toBeVisible()
  await expect(pending).toHaveCount(0)
  await expect(page.getByText('No pending invitations.')).toBeVisible()
  expect((await page.request.get(`/api/invitations/${token}`)).status()).toBe(404)

  // the page left open: Create Account says what opening the link now would, and makes nobody
  await invitee.getByRole('button', { name: 'Create Account' }).click()
  await expect(invitee.getByRole('alert').filter({ hasText: INVITATION_MESSAGES.notFound })).toBeVisible()
  await expect(invitee).toHaveURL(new RegExp(`/invitations/${token}$`))
  expect((await invitee.request.get('/api/auth/user')).status()).toBe(401)
  const signIn = await invitee.request.post('/auth/login', { form: { email: typo, password: 'family-words' }, maxRedirects: 0 })
  expect(signIn.headers().location).toMatch(/^\/login\?error=/)
  await expect(page.locator(`li[data-member-email="${typo}"]`)).toHaveCount(0)
  await theirs.close()

  // the right address this time; the mail is lost, or a week goes by: Resend mails a new link, and the first stops
  const right = uniqueEmail('nephew')
  await page.getByRole('button', { name: 'Invite Family Member' }).click()
  await dialog.getByLabel('Email').fill(right)
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(dialog).toBeHidden()
  const first = tokenIn((await smtp().waitForMail(right)).text)!
  await page.locator(`li[data-invitation-email="${right}"]`).getByRole('button', { name: `Resend the invitation to ${right}` }).click()
  await expect(page.getByText(`A new link has been e-mailed to ${right}.`, { exact: true })).toBeVisible()
  const second = tokenIn((await smtp().waitForMail(right, { where: (mail) => !mail.text.includes(first) })).text)
  expect((await page.request.get(`/api/invitations/${first}`)).status()).toBe(404)
  expect((await page.request.get(`/api/invitations/${second}`)).status()).toBe(200)
})

test('a carer of one home is invited into a second, accepts from the e-mail by signing in, and can then pick either home', async ({ page, browser }) => {
  test.slow()
  const { circle: first, carerEmail } = await circleWithCarer(browser)
  const second = await newCircle('Bram')

  // support invites her into the second home from its Family Members page; the first home's client cannot be
  await login(page, 'support')
  await pickCircle(page, second.name, { email: second.email })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family Members' }).click()
  await expect(page.getByText(`The people who look after ${second.name}`)).toBeVisible()
  await page.getByRole('button', { name: 'Invite Family Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite Family Member' })
  await dialog.getByLabel('Email').fill(first.email)
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(dialog.getByText(INVITATION_MESSAGES.clientAccount)).toBeVisible()
  await dialog.getByLabel('Email').fill(carerEmail)
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText('Family member invitation has been sent successfully.', { exact: true })).toBeVisible()
  await expect(page.locator(`li[data-invitation-email="${carerEmail}"]`)).toContainText('pending')

  const mail = await smtp().waitForMail(carerEmail, { where: (m) => m.text.includes(second.name) })
  expect(mail.text).toContain(`has invited you to help look after ${second.name} on Hearthwatch too.`)
  expect(mail.text).toContain('switch between the homes you help with')
  const link = `${E2E_APP_URL}/invitations/${tokenIn(mail.text)}`

  // her own browser, signed out: the link asks her to sign in, not to set a password
  const context = await browser.newContext()
  const hers = await context.newPage()
  await hers.goto(link)
  await expect(hers.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await expect(hers.getByText(`has invited you to help look after ${second.name} too.`)).toBeVisible()
  await expect(hers.getByLabel('Email')).toHaveValue(carerEmail)
  await expect(hers.getByLabel('Confirm password')).toHaveCount(0)
  await hers.getByLabel('Password').fill('wrong-words')
  await hers.getByRole('button', { name: 'Sign In and Accept' }).click()
  await expect(hers.getByText('Invalid email or password. Please try again.')).toBeVisible()
  await hers.getByLabel('Password').fill('family-words')
  await hers.getByRole('button', { name: 'Sign In and Accept' }).click()

  // she lands on the new home, and picks either in the top bar
  await expect(hers).toHaveURL(dashboardOf(second.clientId))
  await expect(dashboardHeading(hers, second.name)).toBeVisible()
  await expect(circlePicker(hers)).toHaveText(second.name)
  await pickCircle(hers, first.name)
  await expect(dashboardHeading(hers, first.name)).toBeVisible()
  await pickCircle(hers, second.name)
  await expect(dashboardHeading(hers, second.name)).toBeVisible()
  await context.close()

  // the support agent's page shows her as a member now, without a reload
  await expect(page.locator(`li[data-member-email="${carerEmail}"]`)).toContainText('Cora Fernley')
  await expect(page.locator(`li[data-invitation-email="${carerEmail}"]`)).toHaveCount(0)
})

test('a carer whose Google account has her address signs in there from the invitation and comes back to accept it', async ({ page, browser }) => {
  test.slow()
  const provider = await startOidcProvider()
  try {
    const account = `gwen-${Date.now()}`
    const { circle: first, carerEmail } = await circleWithCarer(browser, oidcEmailOf(account))
    const second = await newCircle('Gale')
    const admin = await apiAsRole('admin')
    expect((await admin.post(`/api/family/invite?clientId=${second.clientId}`, { data: { inviteeEmail: carerEmail } })).status()).toBe(201)
    await admin.dispose()
    const token = tokenIn((await smtp().waitForMail(carerEmail, { where: (m) => m.text.includes(second.name) })).text)

    await page.goto(`/invitations/${token}`)
    await page.getByRole('link', { name: 'Sign in there' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`))
    await signInAtProvider(page, account)

    // back on the invitation, signed in as the invited account
    await expect(page).toHaveURL(`${E2E_APP_URL}/invitations/${token}`)
    await expect(page.getByText(`You are signed in as ${carerEmail}.`)).toBeVisible()
    await page.getByRole('button', { name: 'Accept Invitation' }).click()
    await expect(page).toHaveURL(dashboardOf(second.clientId))
    await expect(dashboardHeading(page, second.name)).toBeVisible()
    await pickCircle(page, first.name)
    await expect(dashboardHeading(page, first.name)).toBeVisible()
  } finally {
    await provider.close()
  }
})

test('an invitation for an existing account is refused to someone else signed in on that browser', async ({ page, browser }) => {
  const { carerEmail } = await circleWithCarer(browser)
  const second = await newCircle('Bess')
  const admin = await apiAsRole('admin')
  expect((await admin.post(`/api/family/invite?clientId=${second.clientId}`, { data: { inviteeEmail: carerEmail } })).status()).toBe(201)
  const token = tokenIn((await smtp().waitForMail(carerEmail, { where: (m) => m.text.includes(second.name) })).text)
  await signInAt(page, 'carer', `/invitations/${token}`)
  await expect(page.getByText(`This invitation was sent to ${carerEmail}, but you are signed in as carer@e2e.test.`)).toBeVisible()
  // the server says the same to a request made anyway
  const res = await page.request.post(`/api/invitations/${token}/accept`, { data: {}, headers: { Origin: E2E_APP_URL } })
  expect(res.status()).toBe(403)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('button', { name: 'Sign In and Accept' })).toBeVisible()
})

test('a client has no Family Members page', async ({ page }) => {
  const circle = await newCircle('Fay')
  await page.goto('/login')
  await page.getByLabel('Email').fill(circle.email)
  await page.getByLabel('Password').fill(circle.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family Members' })).toHaveCount(0)
  await page.goto('/family-members')
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible()
})

import { expect, test, type Browser } from '@playwright/test'
import { E2E_APP_URL } from './fixtures/external-services'
import { apiAsRole, newCircle, type Circle } from './fixtures/seed-circle'
import { uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'

const smtp = withTestSmtp()
const tokenIn = (text: string) => text.match(new RegExp(`${E2E_APP_URL}/invitations/([\\w-]+)`))?.[1]

/** Accepts the invitation last e-mailed to `email` through the API, as the invited person's browser would */
async function acceptInvitation(browser: Browser, email: string, firstName: string) {
  const token = tokenIn((await smtp().waitForMail(email)).text)
  expect(token, `invitation link to ${email}`).toBeDefined()
  const context = await browser.newContext()
  const res = await context.request.post(`/api/invitations/${token}/accept`, {
    data: { firstName, lastName: 'Fernley', password: 'family-words', confirmPassword: 'family-words' },
    headers: { Origin: E2E_APP_URL },
  })
  expect(res.status(), await res.text()).toBe(201)
  return context
}

/** A circle with a carer who joined it by invitation, and that carer's e-mail address */
async function circleWithCarer(browser: Browser): Promise<{ circle: Circle; carerEmail: string }> {
  const circle = await newCircle('Fern')
  const carerEmail = uniqueEmail('family-carer')
  const admin = await apiAsRole('admin')
  expect((await admin.post('/api/invitations', { data: { email: carerEmail, role: 'carer', circleId: circle.clientId } })).status()).toBe(201)
  await (await acceptInvitation(browser, carerEmail, 'Cora')).close()
  return { circle, carerEmail }
}

test("a carer invites the client's husband as a client; once he joins, she can take him out of the circle", async ({ page, browser }) => {
  test.slow()
  const { circle, carerEmail } = await circleWithCarer(browser)
  await page.goto('/login')
  await page.getByLabel('Email').fill(carerEmail)
  await page.getByLabel('Password').fill('family-words')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family Members' }).click()

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
  // and his access to the circle is gone
  expect((await his.request.get(`/api/dashboard/stats?clientId=${circle.clientId}`)).status()).toBe(404)
  await his.close()
})

test('a carer revokes an invitation sent to the wrong address: its link stops working', async ({ page, browser }) => {
  const { carerEmail } = await circleWithCarer(browser)
  const typo = uniqueEmail('nephew-typo')
  await page.goto('/login')
  await page.getByLabel('Email').fill(carerEmail)
  await page.getByLabel('Password').fill('family-words')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family Members' }).click()
  await page.getByRole('button', { name: 'Invite Family Member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite Family Member' })
  await dialog.getByLabel('Email').fill(typo)
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(dialog).toBeHidden()
  const token = tokenIn((await smtp().waitForMail(typo)).text)

  const pending = page.locator(`li[data-invitation-email="${typo}"]`)
  await pending.getByRole('button', { name: `Revoke the invitation to ${typo}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Invitation' })
  await expect(confirm).toContainText(`The link sent to ${typo} will stop working.`)
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText(`The invitation to ${typo} no longer works.`, { exact: true })).toBeVisible()
  await expect(pending).toHaveCount(0)
  await expect(page.getByText('No pending invitations.')).toBeVisible()
  expect((await page.request.get(`/api/invitations/${token}`)).status()).toBe(404)
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

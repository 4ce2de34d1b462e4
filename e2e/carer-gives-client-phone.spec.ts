// A home added for someone who does not sign in (decision 0025): she cannot put her own number in
// Quick Contact, so Call Now had nothing to dial. A carer of the home gives it there; Call Now then
// dials it. Her number stays hers to give once she signs in (profile/client-phone.int.test.ts).
import { expect, test } from '@playwright/test'
import { PHONE_MESSAGE } from '../contracts/profile'
import { acceptInvitation } from './fixtures/invitations'
import { apiAsRole } from './fixtures/seed-circle'
import { uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'
import { alertsCard } from './fixtures/dashboard'

const smtp = withTestSmtp()

test('a carer gives the number of a client who does not sign in, on her phone, and Call Now then dials it', async ({ browser }) => {
  const lastName = `Ashby-${Date.now().toString(36)}`
  const name = `Nell ${lastName}`
  const support = await apiAsRole('support')
  const added = await support.post('/api/users/homes', { data: { firstName: 'Nell', lastName } })
  expect(added.status(), await added.text()).toBe(201)
  const { clientId } = (await added.json()) as { clientId: string }
  const carerEmail = uniqueEmail('nell-carer')
  expect((await support.post('/api/invitations', { data: { email: carerEmail, role: 'carer', circleId: clientId } })).status()).toBe(201)
  await support.dispose()

  const context = await acceptInvitation(smtp(), browser, carerEmail, 'Cora', lastName)
  expect((await context.request.post(`/api/alerts/emergency?clientId=${clientId}`)).status()).toBe(201)
  const page = await context.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible()
  // no number yet: Call Now says where to add one
  await alertsCard(page).getByRole('button', { name: 'Call Now' }).click()
  await expect(page.getByText('Call your loved one now from your phone. Add their phone number in Quick Contact to reach them from here.', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Quick Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Contact' })
  const nell = dialog.locator(`[data-person="${clientId}"]`)
  await nell.getByRole('button', { name: 'Add their phone number' }).click()
  const field = dialog.getByLabel(`${name}'s phone number`)
  await expect(field).toBeFocused()
  await field.fill('0800 CALL NELL')
  await dialog.getByRole('button', { name: 'Save Number' }).click()
  await expect(dialog.getByText(PHONE_MESSAGE, { exact: true })).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('+44 7700 900555')
  await dialog.getByRole('button', { name: 'Save Number' }).click()
  await expect(page.getByText(`Call Now and Quick Contact now dial ${name}.`, { exact: true })).toBeVisible()
  await expect(nell.getByRole('link', { name: `Call ${name}` })).toHaveAttribute('href', 'tel:+447700900555')
  await expect(nell.getByRole('button', { name: 'Change their phone number' })).toBeFocused()
  // the carer's own entry still offers her own number
  await expect(dialog.getByRole('button', { name: 'Add your phone number' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(alertsCard(page).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+447700900555')
  await expect(alertsCard(page).getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', 'sms:+447700900555')
  await context.close()
})

import { expect, test, type Page } from '@playwright/test'
import { INVITATION_MESSAGES, staffInvitationMessage } from '../contracts/invitations'
import { ACCOUNTS } from './fixtures/accounts'
import { E2E_APP_URL } from './fixtures/external-services'
import { addNote, addSensor, apiAsRole, newCircle, raiseEmergency, resolveAlert } from './fixtures/seed-circle'
import { withTestSmtp } from './fixtures/test-smtp'
import { acceptInvitation } from './fixtures/invitations'
import { login, signInAt, uniqueEmail } from './fixtures/session'
import { pickCircle } from './fixtures/circle-picker'
import { sidewaysPx } from './fixtures/sideways'

const smtp = withTestSmtp()

const linkIn = (text: string) => text.match(new RegExp(`${E2E_APP_URL}/invitations/[\\w-]+`))?.[0]
const client = ACCOUNTS.client

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
}

test('an admin invites a carer into a care circle; the carer accepts from the e-mail and lands signed in', async ({ page, browser }) => {
  // a long journey: three times the usual time on a busy machine
  test.slow()
  const email = uniqueEmail('carer')
  await login(page, 'admin')
  await openUsers(page)

  await page.getByRole('button', { name: 'Invite User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite User' })
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(dialog.getByText(INVITATION_MESSAGES.emailRequired)).toBeVisible()
  // and announced, as SPEC.md §5 asks
  await expect(page.getByText('Email Required', { exact: true })).toBeVisible()
  await dialog.getByLabel('Email').fill(email)
  await expect(dialog.getByLabel('Role')).toHaveValue('carer')
  await pickCircle(page, `${client.firstName} ${client.lastName}`, { email: client.email, picker: dialog.getByLabel('Care circle (optional)') })
  await dialog.getByLabel('Message (optional)').fill('Night shifts start Monday, call me first')
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText('Invitation Sent', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()
  const pending = page.locator(`li[data-invitation-email="${email}"]`)
  await expect(pending).toContainText(`Joins ${client.firstName} ${client.lastName}'s care circle`)

  const mail = await smtp().waitForMail(email)
  expect(mail.subject).toBe('You are invited to Hearthwatch')
  // what Hearthwatch is, and the words the admin typed, as the family's invitation carries them
  expect(mail.text).toContain(`Hearthwatch uses small sensors in ${client.firstName} ${client.lastName}'s home`)
  expect(mail.text).toContain('wrote: "Night shifts start Monday, call me first"')
  const link = linkIn(mail.text)
  expect(link).toBeDefined()

  // the invited person's own browser, opening the link straight from the e-mail
  const theirs = await browser.newContext()
  const invitee = await theirs.newPage()
  await invitee.goto(link!)
  await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await expect(invitee.getByText(`Avery Admin has invited you to join as a carer, to help look after ${client.firstName} ${client.lastName}.`)).toBeVisible()
  await expect(invitee.getByLabel('Email')).toHaveValue(email)
  for (const label of ['First name', 'Last name', 'Confirm password']) await expect(invitee.getByLabel(label)).toHaveJSProperty('required', true)
  await invitee.getByLabel('First name').fill('Robin')
  await invitee.getByLabel('Last name').fill('Carewell')
  await invitee.getByLabel('Password', { exact: true }).fill('kind-words')
  await invitee.getByLabel('Confirm password').fill('kind-wordz')
  await invitee.getByRole('button', { name: 'Create Account' }).click()
  await expect(invitee.getByText('Passwords do not match.')).toBeVisible()
  await invitee.getByLabel('Confirm password').fill('kind-words')
  await invitee.getByRole('button', { name: 'Create Account' }).click()

  // signed in, as a carer, looking at the circle they were invited into
  await expect(invitee).toHaveURL(`${E2E_APP_URL}/`)
  await expect(invitee.getByRole('link', { name: 'Sign Out' })).toBeVisible()
  await expect(invitee.getByRole('heading', { name: `Monitoring ${client.firstName} ${client.lastName}` })).toBeVisible()
  await expect(invitee.locator('[data-role="carer"]').first()).toBeVisible()

  // the link worked once: opened again, signed in as her, it opens the home it invited her to and makes nothing
  // (signed out it says it was used and asks her to sign in, signed-out-links.spec.ts)
  await invitee.goto(link!)
  await expect(invitee.getByRole('heading', { name: `Monitoring ${client.firstName} ${client.lastName}` })).toBeVisible()
  await expect(invitee).toHaveURL((url) => url.pathname === '/dashboard')
  await theirs.close()

  // gone from the pending list, and in the table as a carer
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pending Invitations' })).toBeVisible()
  await expect(pending).toHaveCount(0)
  await page.getByPlaceholder('Search users by name or email...').fill(email)
  await expect(page.locator(`tr[data-user-email="${email}"]`).locator('[data-role="carer"]')).toBeVisible()
})

test('an unknown invitation link says so plainly', async ({ page }) => {
  await page.goto('/invitations/not-a-real-invitation')
  await expect(page.getByRole('heading', { name: 'Invitation unavailable' })).toBeVisible()
  await expect(page.getByText(INVITATION_MESSAGES.notFound)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('support cannot offer a staff role, and an address with an account is refused by name', async ({ page }) => {
  await login(page, 'support')
  await openUsers(page)
  await expect(page.getByRole('tab', { name: 'Audit Trail' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Invite User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite User' })
  const roles = await dialog.getByLabel('Role').locator('option').allTextContents()
  expect(roles).toEqual(['Carer', 'Client'])

  await dialog.getByLabel('Email').fill(client.email)
  await dialog.getByLabel('Role').selectOption('client')
  await expect(dialog.getByLabel('Care circle (optional)')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText('Invitation Failed', { exact: true })).toBeVisible()
  await expect(dialog.getByText(INVITATION_MESSAGES.clientAccount)).toBeVisible()
  await expect(dialog).toBeVisible()
})

test('support is offered Resend and Revoke on an invitation to become a carer, not on one to become support', async ({ page }) => {
  const admin = await apiAsRole('admin')
  const colleague = uniqueEmail('colleague')
  const carer = uniqueEmail('helper')
  for (const [email, role] of [[colleague, 'support'], [carer, 'carer']] as const) {
    expect((await admin.post('/api/invitations', { data: { email, role } })).status()).toBe(201)
  }
  await admin.dispose()

  await login(page, 'support')
  await openUsers(page)
  const staffRow = page.locator(`li[data-invitation-email="${colleague}"]`)
  await expect(staffRow.locator('[data-role="support"]')).toBeVisible()
  await expect(staffRow.getByRole('button')).toHaveCount(0)
  const carerRow = page.locator(`li[data-invitation-email="${carer}"]`)
  await expect(carerRow.getByRole('button', { name: `Resend invitation to ${carer}` })).toBeVisible()
  await carerRow.getByRole('button', { name: `Revoke invitation to ${carer}` }).click()
  await page.getByRole('alertdialog', { name: 'Revoke Invitation' }).getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('Invitation Revoked', { exact: true })).toBeVisible()
  await expect(carerRow).toHaveCount(0)

  // and the server, asked directly, says why
  const support = await apiAsRole('support')
  const pending = (await (await support.get('/api/invitations')).json()) as { id: string; email: string }[]
  const id = pending.find((i) => i.email === colleague)!.id
  const refused = await support.delete(`/api/invitations/${id}`)
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toBe(staffInvitationMessage('revoke', 'support'))
  await support.dispose()
  await expect(staffRow).toBeVisible()
})

test("an invitation sent by a support agent since deactivated shows as Withdrawn, and an admin's Resend makes it work again", async ({ page, browser }) => {
  const admin = await apiAsRole('admin')
  const agentEmail = uniqueEmail('leaving-agent')
  expect((await admin.post('/api/invitations', { data: { email: agentEmail, role: 'support' } })).status()).toBe(201)
  const agent = await acceptInvitation(smtp(), browser, agentEmail, 'Lena', 'Leaving')
  const invited = uniqueEmail('invited-by-lena')
  expect((await agent.request.post('/api/invitations', { data: { email: invited, role: 'carer' }, headers: { Origin: E2E_APP_URL } })).status()).toBe(201)
  const me = (await (await agent.request.get('/api/auth/user')).json()) as { id: string }
  await agent.close()
  expect((await admin.post(`/api/users/${me.id}/deactivate`)).status()).toBe(200)
  await admin.dispose()

  await login(page, 'admin')
  await openUsers(page)
  const row = page.locator(`li[data-invitation-email="${invited}"]`)
  await expect(row).toContainText('Invited by Lena Leaving')
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible()
  await expect(row).toContainText('Its sender can no longer invite, so the link no longer works: resend it to send it again as yours, or revoke it.')
  await row.getByRole('button', { name: `Resend invitation to ${invited}` }).click()
  await expect(row.getByText('Withdrawn', { exact: true })).toHaveCount(0)
  await expect(row).not.toContainText('Invited by Lena Leaving')
})

test('an admin pages through the audit trail, which records sign-ins, also on a phone', async ({ page }) => {
  // older entries than one page holds: failed sign-ins with addresses of their own
  for (let i = 0; i < 55; i++) {
    await page.request.post('/auth/login', { form: { email: uniqueEmail(`stranger${i}`), password: 'wrong' }, maxRedirects: 0 })
  }
  await login(page, 'admin')
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/users')
  await page.getByRole('tab', { name: 'Audit Trail' }).click()
  const trail = page.getByRole('list', { name: 'Audit entries' })
  // other journeys may sign in meanwhile: the admin's own sign-in is among the newest
  const signIn = trail.locator('li[data-audit-action="auth.sign_in"]').filter({ hasText: 'Avery Admin' }).first()
  await expect(signIn).toContainText('Signed in')
  await expect(signIn).toContainText('127.0.0.1')
  await expect(trail.locator('li[data-audit-action="auth.sign_in_failed"]').first()).toContainText('Failed sign-in')

  await expect(trail.getByRole('listitem')).toHaveCount(50)
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(trail.getByRole('listitem')).not.toHaveCount(50)
  expect(await trail.getByRole('listitem').count()).toBeGreaterThan(50)

  // nothing sticks out sideways at 375 px
  const overflow = await sidewaysPx(page)
  expect(overflow).toBeLessThanOrEqual(0)
})

test("the audit trail names the home of what changed in it, and narrows to one kind or hides sign-ins", async ({ page }) => {
  test.slow()
  const circle = await newCircle('Hazel')
  const support = await apiAsRole('support')
  const inHome = (path: string) => `${path}?clientId=${circle.clientId}`
  const sensor = await addSensor(support, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  expect((await support.delete(inHome(`/api/devices/${sensor.id}`))).status()).toBe(204)
  const note = await addNote(support, circle.clientId, { category: 'medication', content: 'Two tablets at breakfast.' })
  expect((await support.put(inHome(`/api/care-notes/${note.id}`), { data: { category: 'medication', content: 'One tablet.', isPrivate: false } })).status()).toBe(200)
  expect((await support.delete(inHome(`/api/care-notes/${note.id}`))).status()).toBe(204)
  const alert = await raiseEmergency(circle.api, circle.clientId)
  await resolveAlert(support, circle.clientId, alert.id)
  // the home's own settings: its clock, and the end of its watching (decision 0045)
  expect((await support.put(inHome('/api/circle/time-zone'), { data: { timeZone: 'Europe/Dublin' } })).status()).toBe(200)
  expect((await support.put(inHome('/api/circle/monitoring'), { data: { ended: true } })).status()).toBe(200)
  expect((await support.put(inHome('/api/circle/monitoring'), { data: { ended: false } })).status()).toBe(200)
  await support.dispose()

  await signInAt(page, 'admin', '/users')
  await page.getByRole('tab', { name: 'Audit Trail' }).click()
  const trail = page.getByRole('list', { name: 'Audit entries' })
  await page.getByLabel('Show').selectOption({ label: 'Homes, sensors, alerts and notes' })
  const home = `${circle.name}'s home`
  const entry = (action: string) => trail.locator(`li[data-audit-action="${action}"]`).filter({ hasText: home })
  await expect(entry('sensor.deleted')).toContainText('Deleted the sensor Hall sensor (Hallway) and its history')
  await expect(entry('care_note.edited')).toContainText("Changed a care note's text")
  await expect(entry('care_note.deleted')).toContainText('Deleted a care note (Medication)')
  await expect(entry('alert.resolved')).toContainText('Resolved an alert')
  await expect(entry('circle.time_zone_changed')).toContainText("Changed the home's time zone")
  await expect(entry('circle.monitoring_ended')).toContainText('Ended the watching of a home')
  await expect(entry('circle.monitoring_restarted')).toContainText('Started watching a home again')
  for (const action of ['sensor.deleted', 'care_note.edited', 'care_note.deleted', 'alert.resolved', 'circle.time_zone_changed', 'circle.monitoring_ended', 'circle.monitoring_restarted']) {
    await expect(entry(action).locator('[data-audit-home]')).toHaveText(home)
    await expect(entry(action)).toContainText('Sky Support')
  }
  // the words of the note stay out of the trail
  await expect(trail).not.toContainText('tablet')
  await expect(trail.locator('li[data-audit-action^="auth."]')).toHaveCount(0)

  await page.getByLabel('Show').selectOption({ label: 'All but sign-ins' })
  await expect(entry('alert.resolved')).toBeVisible()
  await expect(trail.locator('li[data-audit-action^="auth."]')).toHaveCount(0)
  await page.getByLabel('Show').selectOption({ label: 'Sign-ins and passwords' })
  await expect(trail.locator('li[data-audit-action="auth.sign_in"]').first()).toBeVisible()
  await expect(trail.locator('li:not([data-audit-action^="auth."])')).toHaveCount(0)
})

// Inviting when the e-mail cannot go: the invitation is kept, and the person who invited is shown its link to copy
// and pass on themselves. A toast told them to 'pass the link on' while the link was in the server's log alone.
import { expect, test } from '@playwright/test'
import { unsentInvitationText } from '../contracts/mail'
import { startTestSmtpServer, type TestSmtpServer } from '../server/modules/mail/mail.test-smtp'
import { E2E_APP_URL, E2E_SMTP_PORT } from './fixtures/external-services'
import { login, uniqueEmail } from './fixtures/session'

// a mail server that refuses every recipient, on the port the e2e server sends to (a mail journey: one file at a time)
let smtp: TestSmtpServer | undefined
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, refuses: () => true })
})
test.afterAll(async () => {
  await smtp?.close()
})

test('an admin whose invitation could not be e-mailed gets its link, which opens the invitation', async ({ page, browser }) => {
  const email = uniqueEmail('unsent')
  await login(page, 'admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Management' }).click()
  await page.getByRole('button', { name: 'Invite User' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite User' })
  await invite.getByLabel('Email').fill(email)
  await invite.getByRole('button', { name: 'Send Invitation' }).click()

  const saved = page.getByRole('dialog', { name: 'Invitation Saved' })
  await expect(saved).toBeVisible()
  await expect(saved).toContainText(/^Invitation Saved\s*We could not e-mail .+ just now\. The invitation is kept: copy its link/)
  const box = saved.getByLabel(`Invitation link for ${email}`)
  const link = await box.inputValue()
  expect(link).toMatch(new RegExp(`^${E2E_APP_URL}/invitations/[\\w-]+$`))
  expect(unsentInvitationText(email, 'x', true, 7)).toContain(`Send it to ${email} only`)
  await saved.getByRole('button', { name: 'Done' }).click()
  await expect(saved).toBeHidden()

  // the invited person's own browser, opening the link the admin passed on
  const theirs = await browser.newContext()
  const invitee = await theirs.newPage()
  await invitee.goto(link)
  await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible()
  await expect(invitee.getByLabel('Email')).toHaveValue(email)
  await theirs.close()
})

// Sarah, just added as a carer for her mother's home, had no idea whether alerts would reach her, how, or at night.
// Where she lands after joining, the dashboard says so once, from her own settings, and once she has read it the
// card is gone on every device she uses (kept by the server, not by this browser).
import { expect, test } from '@playwright/test'
import { E2E_APP_URL } from './fixtures/external-services'
import { apiAsRole, newCircle } from './fixtures/seed-circle'
import { uniqueEmail } from './fixtures/session'
import { withTestSmtp } from './fixtures/test-smtp'

const smtp = withTestSmtp()

test('a carer who has just joined is told once how alerts reach her, and the card stays dismissed on another device', async ({ page, browser }) => {
  const mum = await newCircle('Margaret')
  const sarah = uniqueEmail('sarah')
  const admin = await apiAsRole('admin')
  expect((await admin.post('/api/invitations', { data: { email: sarah, role: 'carer', circleId: mum.clientId } })).status()).toBe(201)
  await admin.dispose()
  const link = (await smtp().waitForMail(sarah)).text.match(new RegExp(`${E2E_APP_URL}/invitations/[\\w-]+`))?.[0]
  expect(link).toBeDefined()

  await page.goto(link!)
  await page.getByLabel('First name').fill('Sarah')
  await page.getByLabel('Last name').fill(mum.lastName)
  await page.getByLabel('Password', { exact: true }).fill('sarah-words')
  await page.getByLabel('Confirm password').fill('sarah-words')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${mum.name}` })).toBeVisible()

  // her settings as they are: a new carer's, urgent alerts by e-mail, no device with push yet
  const card = page.getByRole('region', { name: 'How alerts reach you' })
  await expect(card).toContainText(`Alerts for ${mum.name} reach you by e-mail at ${sarah}: urgent alerts only`)
  await expect(card).toContainText('day and night')
  await expect(card).toContainText('No device of yours has push notifications turned on yet.')
  await expect(card).toContainText('You can change this under Notifications in the menu.')
  // where she lands: above the summary, not a screen down
  expect((await card.boundingBox())!.y).toBeLessThan((await page.getByRole('region', { name: 'Status summary' }).boundingBox())!.y)

  await card.getByRole('button', { name: 'Got it' }).click()
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${mum.name}` })).toBeFocused()

  // her other device: the same account, nothing of this browser's own storage
  const laptop = await browser.newContext({ baseURL: E2E_APP_URL, storageState: { cookies: await page.context().cookies(), origins: [] } })
  const other = await laptop.newPage()
  await other.goto('/')
  await expect(other.getByRole('heading', { level: 1, name: `Monitoring ${mum.name}` })).toBeVisible()
  await expect(other.getByRole('region', { name: 'Status summary' })).toBeVisible()
  await expect(other.getByRole('region', { name: 'How alerts reach you' })).toHaveCount(0)
  await laptop.close()
})

// Sarah, just added as a carer for her mother's home, had no idea whether alerts would reach her, how, or at night.
// Where she lands after joining, the dashboard says so once, from her own settings, and once she has read it the
// card is gone on every device she uses (kept by the server, not by this browser).
import { expect, test } from '@playwright/test'
import { E2E_APP_URL } from './fixtures/external-services'
import { acceptInvitation } from './fixtures/invitations'
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

test('the card follows her settings as she changes them on another device, and goes when she dismisses it there, without a reload', async ({ browser }) => {
  const mum = await newCircle('Margaret')
  const sarah = uniqueEmail('sarah')
  const admin = await apiAsRole('admin')
  expect((await admin.post('/api/invitations', { data: { email: sarah, role: 'carer', circleId: mum.clientId } })).status()).toBe(201)
  await admin.dispose()
  const laptop = await acceptInvitation(smtp(), browser, sarah, 'Sarah', mum.lastName)
  const phone = await browser.newContext({ baseURL: E2E_APP_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: await laptop.storageState() })
  const page = await phone.newPage()
  await page.goto('/')
  const card = page.getByRole('region', { name: 'How alerts reach you' })
  await expect(card).toContainText(`reach you by e-mail at ${sarah}: urgent alerts only`)

  // on her laptop, Notifications: every alert by e-mail; her phone's card says so within a live update's time
  const LIVE = { timeout: 2_000 }
  expect((await laptop.request.put('/api/notifications/settings', { data: { alertEmails: 'all' } })).status()).toBe(200)
  await expect(card).toContainText(`reach you by e-mail at ${sarah}: every alert`, LIVE)
  // then none at all: the card does not go on promising e-mails
  expect((await laptop.request.put('/api/notifications/settings', { data: { alertEmails: 'none' } })).status()).toBe(200)
  await expect(card).toContainText(`No alert about ${mum.name} reaches you while Hearthwatch is closed, emergencies included.`, LIVE)
  await expect(card).not.toContainText('by e-mail')
  // 'Got it' on the laptop: gone from the phone too
  expect((await laptop.request.post('/api/notifications/alerts-intro-seen')).status()).toBe(204)
  await expect(card).toHaveCount(0, LIVE)
  await phone.close()
  await laptop.close()
})

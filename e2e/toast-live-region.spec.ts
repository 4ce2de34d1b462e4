// What a screen reader hears of a toast (decision 0131): the app's own live regions, always on the page, keep a
// toast's words until the next toast, where Radix's announcement took them away after a second, before a slow
// phone's screen reader had read them. Said once (Radix's own is not on the page), and said again when the
// same toast comes again. An error goes in the assertive region, the rest in the polite one, as new alerts do.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { INVITATION_MESSAGES } from '../contracts/invitations'
import { recordAnnouncements } from './fixtures/announcements'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { toast } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })

const regions = (page: Page) => ({ polite: page.getByTestId('toast-polite'), assertive: page.getByTestId('toast-assertive') })
/** whichever live region on the page holds these words (Radix's, before decision 0131, held them for a second) */
const saying = (page: Page, words: string) => page.locator('[aria-live]:not([aria-live="off"])').filter({ hasText: words })

/** The toast closes after its 5 s; the words it said are still there, well after Radix's second */
async function keptAfterTheToast(shown: Locator, region: Locator, words: string) {
  const at = Date.now()
  await expect(shown).toBeHidden()
  expect(Date.now() - at, 'the toast stayed its time').toBeGreaterThan(3_000)
  await expect(region).toHaveText(words)
}

test('an error toast over a dialog is said once, urgently; its words stay after the toast has gone, and the same error again is said again', async ({ page }) => {
  const words = `Notification Email Required ${INVITATION_MESSAGES.emailRequired}`
  const { said } = await recordAnnouncements(page)
  const heard = async () => (await said()).filter((w) => w.includes('Email Required'))
  await signInAt(page, 'admin', '/users')
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()

  await page.getByRole('button', { name: 'Invite User' }).click()
  const send = page.getByRole('dialog', { name: 'Invite User' }).getByRole('button', { name: 'Send Invitation' })
  await send.click()
  const region = saying(page, words)
  await expect(region).toHaveAttribute('aria-live', 'assertive')
  // the modal dialog hides the rest of the page from the screen reader, but not the live regions
  expect(await region.evaluate((el) => el.closest('[aria-hidden="true"], [inert]') === null)).toBe(true)
  await keptAfterTheToast(toast(page, 'Email Required'), region, words)
  // said once: no second announcement of Radix's beside the app's
  expect(await heard()).toEqual([words])
  // the app's assertive region, the polite one empty
  const { polite, assertive } = regions(page)
  await expect(assertive).toHaveText(words)
  await expect(polite).toHaveText('')

  // the same words again: the region is emptied and filled, a change a screen reader says again
  await send.click()
  await expect(toast(page, 'Email Required')).toBeVisible()
  await expect.poll(heard).toEqual([words, words])
  await expect(assertive).toHaveText(words)
})

test('a saved time zone is said politely, once, and its words stay after the toast has gone; the next save is said in its place', async ({ page }) => {
  const home = await newCircle('Ottilie')
  await watchCircle(page, home.clientId)
  const { said } = await recordAnnouncements(page)
  const heard = async () => (await said()).filter((w) => w.includes('Time zone saved'))
  await signInAt(page, 'admin', '/sensors')
  const card = page.getByRole('region', { name: 'Home time zone' })
  const zone = card.getByLabel('Time zone', { exact: true })
  const { polite, assertive } = regions(page)

  await zone.selectOption('Europe/Lisbon')
  await card.getByRole('button', { name: 'Save time zone' }).click()
  const lisbon = "Notification Time zone saved The home's hours are now counted in Europe/Lisbon."
  const region = saying(page, lisbon)
  await expect(region).toHaveAttribute('aria-live', 'polite')
  await keptAfterTheToast(toast(page, 'Time zone saved'), region, lisbon)
  expect(await heard()).toEqual([lisbon])
  // the app's polite region, a status found by its role in the accessibility tree; the assertive one empty
  await expect(page.getByRole('status').filter({ hasText: 'Time zone saved' })).toHaveText(lisbon)
  await expect(polite).toHaveText(lisbon)
  await expect(assertive).toHaveText('')

  await zone.selectOption('Asia/Tokyo')
  await card.getByRole('button', { name: 'Save time zone' }).click()
  const tokyo = "Notification Time zone saved The home's hours are now counted in Asia/Tokyo."
  await expect(polite).toHaveText(tokyo)
  await expect.poll(heard).toEqual([lisbon, tokyo])
})

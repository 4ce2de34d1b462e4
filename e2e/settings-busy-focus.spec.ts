// Billing, Sensors and Users, on a phone, with a keyboard or a screen reader: a button pressed to start a
// plan, make a hub key, save the home's time zone or read the audit trail again was disabled while its request
// ran, and the browser moved focus off it to the page's body: the person was back at the top of a long page,
// and after a failure had to find the button again. They are busy now (unavailable, aria-disabled) and keep
// focus (decision 0084, components/ui/button.tsx); a button that has nothing to do (the time zone unchanged)
// is still disabled.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { pickCircle } from './fixtures/circle-picker'
import { holdRequest, type HeldRequest } from './fixtures/held-request'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { toast } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())


/**
 * Presses `button` by keyboard while its request is held: busy and focused, reading `busyText` (its own words
 * when not given); then the request fails, and focus is on it still, reading its own words again
 */
async function pressWhileHeld(page: Page, button: Locator, held: HeldRequest, busyText?: string) {
  const words = (await button.textContent())?.trim() ?? ''
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toBeDisabled()
  await expect(button).toHaveText(busyText ?? words)
  await expect(button).toBeFocused()
  held.fail()
  await expect(button).toHaveText(words)
  await expect(button).toBeFocused()
}

test('Billing: Start Free Trial keeps focus while the plan is being started, and after it fails; the other plans wait', async ({ page }) => {
  const circle = await newCircle('Berit')
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/billing')
  const chooser = page.getByRole('region', { name: 'Choose Your Plan' })
  const plan = (name: string) => chooser.getByRole('listitem', { name, exact: true })
  const premium = plan('Premium').getByRole('button', { name: /^(Start Free Trial|Starting\.\.\.)$/ })
  await expect(premium).toHaveText('Start Free Trial')
  const held = await holdRequest(page, '**/api/subscription/create**')
  await premium.focus()
  await page.keyboard.press('Enter')
  await expect(premium).toHaveText('Starting...')
  await expect(premium).toBeFocused()
  // one plan at a time: the others are unavailable meanwhile
  for (const other of ['Basic', 'Enterprise']) await expect(plan(other).getByRole('button')).toBeDisabled()
  held.fail()
  await expect(toast(page, 'Error')).toBeVisible()
  await expect(premium).toHaveText('Start Free Trial')
  await expect(premium).toBeFocused()
})

test('Sensors: Create Key and the time zone Save keep focus while their request runs, and after it fails', async ({ page }) => {
  const circle = await newCircle('Sigrid')
  await signInAt(page, 'admin', '/sensors')
  await pickCircle(page, circle.name)

  const panel = page.getByRole('region', { name: 'Connect a hub' })
  await panel.getByLabel('Key name').fill('Landing hub')
  const create = panel.getByRole('button', { name: /^(Create Key|Creating\.\.\.)$/ })
  await pressWhileHeld(page, create, await holdRequest(page, '**/api/ingest-keys**'), 'Creating...')
  await expect(toast(page, 'Error')).toBeVisible()

  const zone = page.getByRole('region', { name: 'Home time zone' })
  const save = zone.getByRole('button', { name: 'Save time zone', exact: true })
  // nothing to save yet: not allowed, so disabled (not busy)
  await expect(save).toBeDisabled()
  await expect(save).not.toHaveAttribute('aria-disabled')
  await zone.getByLabel('Time zone').selectOption('Europe/Lisbon')
  await pressWhileHeld(page, save, await holdRequest(page, '**/api/circle/time-zone**', 'PUT'))
})

test('Users: Refresh keeps focus while the audit trail is read again', async ({ page }) => {
  await signInAt(page, 'admin', '/users')
  await page.getByRole('tab', { name: 'Audit Trail' }).click()
  await expect(page.getByRole('list', { name: 'Audit entries' })).toBeVisible()
  const refresh = page.getByRole('button', { name: 'Refresh' })
  await expect(refresh).toBeEnabled()
  const held = await holdRequest(page, /\/api\/audit/, 'GET')
  await refresh.focus()
  await page.keyboard.press('Enter')
  await expect(refresh).toBeDisabled()
  await expect(refresh).toBeFocused()
  held.release()
  await expect(refresh).toBeEnabled()
  await expect(refresh).toBeFocused()
})

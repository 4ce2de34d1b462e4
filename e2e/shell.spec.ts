import { expect, test } from '@playwright/test'
import type { Role } from '../contracts/enums'
import { ACCOUNTS } from './fixtures/accounts'
import { colourFamily } from './fixtures/colour'
import { login, signInAt } from './fixtures/session'
import { sidewaysPx } from './fixtures/sideways'
import { toast as toastOf } from './fixtures/toast'

const ENTRIES = ['Dashboard', 'Sensors', 'Alerts', 'Care Notes', 'Family Members', 'User Management', 'Billing & Subscriptions', 'Business Management']
const VISIBLE: Record<Role, string[]> = {
  admin: ENTRIES,
  support: ENTRIES.slice(0, 7),
  carer: ENTRIES.slice(0, 5),
  client: ENTRIES.slice(0, 4),
}
const entryText = (entry: string) => new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+\\d+ active alerts?)?$`)
const BADGE_COLOUR: Record<Role, string> = { admin: 'purple', support: 'blue', carer: 'green', client: 'grey' }

for (const role of Object.keys(VISIBLE) as Role[]) {
  test(`the ${role} sees their sidebar entries and a ${role} badge`, async ({ page }) => {
    await login(page, role)
    const nav = page.getByRole('navigation', { name: 'Main' })
    // Alerts may carry its count (staff open on the home with the most urgent alert)
    await expect(nav.getByRole('link')).toHaveText(VISIBLE[role].map(entryText))
    const badge = page.locator(`[data-role="${role}"]`).first()
    await expect(badge).toBeVisible()
    expect(await colourFamily(badge)).toBe(BADGE_COLOUR[role])
    expect(await colourFamily(badge, 'backgroundColor')).toBe(BADGE_COLOUR[role])
    // a client watches their own home; the others whichever home they picked
    const expected = role === 'client' ? `Monitoring ${ACCOUNTS.client.firstName} ${ACCOUNTS.client.lastName}` : /^Monitoring \S/
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected)
  })
}

test('on a phone the sidebar is a drawer', async ({ page }) => {
  await login(page, 'carer')
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('link', { name: 'Sign Out' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('link', { name: 'Alerts' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/alerts$/)
  await expect(page.getByRole('heading', { name: 'Alert Management' })).toBeVisible()
  const overflow = await sidewaysPx(page)
  expect(overflow).toBe(0)
})

test('the 404 page, signed out and signed in', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await signInAt(page, 'client', '/still/nothing')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('a signed-out visit to a signed-in page shows the Unauthorized toast, then /login', async ({ page }) => {
  await page.goto('/alerts')
  const toast = toastOf(page, 'Unauthorized')
  await expect(toast).toContainText('You are logged out. Logging in again...')
  // the sign-in page is told the way back (live-connection.spec.ts signs in and returns)
  await expect(page).toHaveURL(/\/login\?next=%2Falerts$/)
  await expect(page.getByText('Once you sign in, you go straight to the page you opened.', { exact: true })).toBeVisible()
})

test('a carer opening /users is told Access Denied and sent home', async ({ page }) => {
  await signInAt(page, 'carer', '/users')
  await expect(page.getByText("You don't have permission to access this page.", { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('the landing page and the legal pages are reachable signed out', async ({ page }) => {
  await page.goto('/')
  for (const title of ['No Wearables Required', 'Privacy First', 'DIY Installation', 'Intelligent Learning', 'Instant Fall Detection', 'Family Peace of Mind']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('contentinfo')).toContainText('2025')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Data Privacy Policy' })).toBeVisible()
  await page.goto('/terms')
  for (const section of ['Service Purpose', 'Limitation of Responsibility', 'Client Responsibilities', 'AI Engine Limits', 'Emergencies', 'Reliability', 'Liability', 'Modifications', 'Acceptance']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
  }
})

// On a phone, Back (the gesture or the button) closes the dialog or drawer on top and stays on the
// page; a dialog closed another way leaves no trace, so the next Back leaves the page as before.
import { expect, test } from '@playwright/test'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { login, signInAt } from './fixtures/session'
import { dashboardHeading, openDashboard } from './fixtures/dashboard'
import { at } from './fixtures/home-address'
import { dialogEntryGone } from './fixtures/dialog-history'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('Back closes Quick Contact and stays on the dashboard; the next Back goes to the page before', async ({ page }) => {
  const circle = await newCircle('Bea')
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/care-notes')
  await expect(page.getByRole('heading', { level: 1, name: 'Care Notes' })).toBeVisible()
  await openDashboard(page)

  await page.getByRole('button', { name: 'Quick Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Contact' })
  await expect(dialog).toBeVisible()
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(at('/'))
  await expect(dashboardHeading(page)).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(at('/care-notes'))
  await expect(page.getByRole('heading', { level: 1, name: 'Care Notes' })).toBeVisible()
})

test('the menu drawer closes on Back; closed with Escape instead, Back leaves the page at once', async ({ page }) => {
  await signInAt(page, 'carer', '/sensors')
  await page.goto('/care-notes')
  await expect(page.getByRole('heading', { level: 1, name: 'Care Notes' })).toBeVisible()

  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  await page.goBack()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(at('/care-notes'))

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  // the page takes the drawer's entry off with a Back of its own; Playwright's Back picks its target
  // entry when it is called, so one issued while that Back is still in flight lands where it does
  // (no person is that quick)
  await dialogEntryGone(page)
  await page.goBack()
  await expect(page).toHaveURL(at('/sensors'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
})

test('a link followed from the drawer leaves no dead Back behind: one Back returns to the page it was opened on', async ({ page }) => {
  // through the form: the dashboard it lands on is where the last Back goes
  await login(page, 'carer')
  await page.goto('/care-notes')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Alerts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(at('/care-notes'))
  // the drawer's own entry is stepped over, not left for the next Back to land on
  await dialogEntryGone(page)
  await page.goBack()
  await expect(page).toHaveURL(at('/'))
})

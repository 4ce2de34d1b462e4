// At night, on a phone, with a keyboard or a screen reader: the dashboard's Simulate Motion, Emergency and
// Quick Contact's Save Number were disabled while their request ran, and the browser moves focus off a
// disabled button to the page's body, so that the person was put back at the top of the page, with no
// word of where, while the emergency was being sent. They are busy now (unavailable, aria-disabled) and
// keep focus, during the request and after it, failed or not (decision 0084, components/ui/button.tsx).
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { openDashboardAs, dashboardHeading } from './fixtures/dashboard'
import { holdRequest } from './fixtures/held-request'
import { SEEDED } from './fixtures/accounts'
import { apiAsRole, findSeededCircle, newCircle, seededForAttempt } from './fixtures/seed-circle'
import { toast } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())


/** Presses the focused button's question's answer by keyboard: the question opens on Cancel */
async function answerByKeyboard(page: Page, question: string, answer: string) {
  const ask = page.getByRole('alertdialog', { name: question })
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(ask.getByRole('button', { name: answer })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(ask).toBeHidden()
}

test('Simulate Motion keeps focus while its movement is being recorded, and after it fails', async ({ page }) => {
  // Simulate Motion is the demo home's alone: Odile's is marked as one (seed-database.ts), with no sensor in it
  const odile = seededForAttempt(SEEDED.odile)
  const admin = await apiAsRole('admin')
  const circle = { clientId: await findSeededCircle(admin, odile), name: `${odile.firstName} ${odile.lastName}` }
  await admin.dispose()
  await openDashboardAs(page, 'admin', circle)
  const simulate = page.getByRole('button', { name: /^(Simulate Motion|Simulating\.\.\.)$/ })
  const held = await holdRequest(page, '**/api/ml/simulate-motion**')
  await simulate.focus()
  await page.keyboard.press('Enter')
  await answerByKeyboard(page, 'Simulate motion?', 'Add Simulated Motion')
  await expect(simulate).toHaveText('Simulating...')
  await expect(simulate).toBeDisabled()
  await expect(simulate).toBeFocused()
  // a home without a sensor has nowhere to put movement: refused, and focus is still where it was
  held.release()
  await expect(toast(page, 'Simulation Failed')).toBeVisible()
  await expect(simulate).toHaveText('Simulate Motion')
  await expect(simulate).toBeEnabled()
  await expect(simulate).toBeFocused()
})

test('the person watched: Emergency keeps focus while the alert is sent; Save Number keeps it through a failure', async ({ page }) => {
  const circle = await newCircle('Maud')
  // signed in through the form (signInAs waits for the wide screen's Sign Out, behind the menu on a phone)
  await page.goto('/login')
  await page.getByLabel('Email').fill(circle.email)
  await page.getByLabel('Password').fill(circle.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(dashboardHeading(page, circle.name)).toBeVisible({ timeout: 20_000 })

  const emergency = page.getByRole('button', { name: 'Emergency', exact: true })
  const sending = await holdRequest(page, '**/api/alerts/emergency**')
  await emergency.focus()
  await page.keyboard.press('Enter')
  await answerByKeyboard(page, 'Raise an emergency alert?', 'Send Emergency Alert')
  await expect(emergency).toBeDisabled()
  await expect(emergency).toBeFocused()
  sending.release()
  await expect(toast(page, 'Emergency Alert Sent')).toBeVisible()
  await expect(emergency).toBeEnabled()
  await expect(emergency).toBeFocused()

  // her own number in Quick Contact, with the server gone as she saves it
  await page.getByRole('button', { name: 'Quick Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Contact' })
  await dialog.getByRole('button', { name: 'Add your phone number' }).click()
  await dialog.getByLabel('Your phone number').fill('+44 7700 900123')
  const save = dialog.getByRole('button', { name: /^(Save Number|Saving\.\.\.)$/ })
  const saving = await holdRequest(page, '**/api/me/contact', 'PATCH')
  await page.keyboard.press('Tab')
  await expect(save).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(save).toHaveText('Saving...')
  await expect(save).toBeDisabled()
  await expect(save).toBeFocused()
  saving.fail()
  await expect(save).toHaveText('Save Number')
  await expect(save).toBeFocused()
  // the server is back: Enter, where focus was left, saves it
  await page.unroute('**/api/me/contact')
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Phone Number Saved')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Change your phone number' })).toBeFocused()
})

// The person watched presses the Emergency button on her own dashboard: her alert says 'You pressed the
// Emergency button …', not her own full name in the third person; staff who look at her home read her name
// (server/modules/alerts/as-seen-by.ts).
import { test } from '@playwright/test'
import { card, EMERGENCY, expect } from './fixtures/alerts-page'
import { newCircle, signInAs, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const YOU = 'You pressed the Emergency button and asked for the emergency contacts to be notified.'

test('she reads "You pressed the Emergency button", her circle reads her name', async ({ page, browser }) => {
  test.slow()
  const circle = await newCircle('Margaret')
  await signInAs(page, circle)
  await page.getByRole('button', { name: 'Emergency', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send Emergency Alert' }).click()
  await expect(page.getByText('Everyone in your care circle has been alerted.', { exact: true })).toBeVisible()
  // on her dashboard, then on her Alerts page
  await expect(page.getByText(YOU, { exact: true })).toBeVisible()
  await expect(page.getByText(`${circle.name} pressed the Emergency button`)).toHaveCount(0)
  await page.goto('/alerts')
  await expect(card(page, EMERGENCY)).toContainText(YOU)
  // and searching finds it by the words she reads
  await page.getByPlaceholder('Search alerts...').fill('you pressed')
  await expect(card(page, EMERGENCY)).toBeVisible()

  const staff = await browser.newContext()
  const other = await staff.newPage()
  await watchCircle(other, circle.clientId)
  await login(other, 'support')
  await other.goto('/alerts')
  await expect(card(other, EMERGENCY)).toContainText(`${circle.name} pressed the Emergency button and asked for the emergency contacts to be notified.`)
  await staff.close()
})

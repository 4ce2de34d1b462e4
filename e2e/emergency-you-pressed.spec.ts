// The person watched presses the Emergency button on her own dashboard: her alert says 'You pressed the
// Emergency button …', not her own full name in the third person; staff who look at her home read her name
// (server/modules/alerts/as-seen-by.ts). Pressed by mistake, she resolves it saying so: Resolve's box offered her
// the carer's example, 'e.g. Rang her — she was in the garden, fine', as if someone else had written to her; it
// now gives her own words' example, and her circle reads what she wrote.
import { test } from '@playwright/test'
import { card, EMERGENCY, expect } from './fixtures/alerts-page'
import { newCircle, signInAs, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

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
  // pressed by mistake: she says so as she resolves it
  await card(page, EMERGENCY).getByRole('button', { name: 'Resolve', exact: true }).click()
  const question = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  const box = question.getByLabel('What happened? (optional)')
  await expect(box).toHaveAttribute('placeholder', 'e.g. I pressed it by mistake — I am fine')
  await box.fill('Pressed it by mistake reaching for the lamp')
  await question.getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByRole('tab', { name: 'Active Alerts (0)' })).toBeVisible()

  const staff = await browser.newContext()
  const other = await staff.newPage()
  await watchCircle(other, circle.clientId)
  await signInAt(other, 'support', '/alerts')
  await other.getByRole('tab', { name: 'Resolved Alerts (1)' }).click()
  await expect(card(other, EMERGENCY)).toContainText(`${circle.name} pressed the Emergency button and asked for the emergency contacts to be notified.`)
  await expect(card(other, EMERGENCY)).toContainText('Pressed it by mistake reaching for the lamp')
  await staff.close()
})

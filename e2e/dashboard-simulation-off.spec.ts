// On a server that watches real homes (SIMULATION off, as it is whenever the demo is off: decision 0059) the
// dashboard offers no Simulate Motion: made-up movement would be stored as the sensors' own.
import { expect as baseExpect, test } from '@playwright/test'
import { openDashboardAs } from './fixtures/dashboard'
import { newCircle } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })

test('on a server that watches real homes (SIMULATION off), an admin is offered no Simulate Motion, the rest of the header as ever', async ({ page }) => {
  const circle = await newCircle('Rhoda')
  await page.route('**/api/auth/options', (route) => route.fulfill({ json: { registration: 'open', simulation: false } }))
  await openDashboardAs(page, 'admin', circle)
  await expect(page.getByRole('button', { name: 'Quick Contact' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Simulate Motion' })).toHaveCount(0)
})

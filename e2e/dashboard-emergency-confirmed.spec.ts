// Pressing Emergency is confirmed as soon as the server has the alert, not once the dashboard has been
// read again: on a slow server the re-read of the figures held 'Emergency Alert Sent' back, and it then
// came over whatever the person had done since (one message shows at a time: a CI run saw a refused
// simulation's message replaced by it). Here the figures' re-read is held until the confirmation is seen.
import { expect as baseExpect, test, type Route } from '@playwright/test'
import { newCircle, signInAs } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })

test('Emergency is confirmed when the alert is raised, however long the dashboard takes to read again', async ({ page }) => {
  const circle = await newCircle('Edna')
  await signInAs(page, circle)
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${circle.name}` })).toBeVisible()

  // from here, every read of the dashboard's figures waits until the confirmation has been seen
  const held: Route[] = []
  let confirmed = false
  await page.route(/\/api\/dashboard\/stats/, (route) => (confirmed ? route.continue() : void held.push(route)))

  await page.getByRole('button', { name: 'Emergency' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send Emergency Alert' }).click()
  await expect(page.getByText('Emergency Alert Sent', { exact: true })).toBeVisible()
  await expect(page.getByText('Everyone in your care circle has been alerted.', { exact: true })).toBeVisible()
  confirmed = true
  for (const route of held.splice(0)) await route.continue()

  // and the dashboard catches up
  await expect(page.getByTestId('overall-status')).toHaveText('Attention Needed')
})

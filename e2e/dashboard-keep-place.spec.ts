// A carer on the dashboard's Check On Them of an alert someone else resolves keeps a place in the alerts
// card: the next alert's Check On Them takes the focus (before, it fell to the page).
import { expect, test } from '@playwright/test'
import { apiAsRole, newCircle, quietHomeWithLowBattery, raiseEmergency, resolveAlert, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test('an alert resolved elsewhere while a keyboard user is on its Check On Them: the next one takes the focus', async ({ page }) => {
  const circle = await newCircle('Kira')
  // a quiet spell (high) and a low battery raised by the engine, and the Emergency button (critical) on top
  const admin = await apiAsRole('admin')
  await quietHomeWithLowBattery(admin, circle.clientId)
  await admin.dispose()
  const gone = await raiseEmergency(circle.api, circle.clientId)
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/')
  const card = page.getByRole('region', { name: /^(Urgent Attention Needed|Notifications)$/ })
  const items = card.locator('li[data-alert-id]')
  await expect(items).toHaveCount(3, { timeout: 15_000 })
  await card.locator(`li[data-alert-id="${gone.id}"]`).getByRole('button', { name: 'Check On Them' }).focus()
  // she resolves it on her own phone: the live stream tells this page
  await resolveAlert(circle.api, circle.clientId, gone.id)
  await expect(items).toHaveCount(2, { timeout: 10_000 })
  // the card that took its place, or (the low battery has no Check On Them) the nearest that has one: the quiet spell's
  await expect(card.locator('li[data-alert-id]').filter({ hasText: 'No movement' }).getByRole('button', { name: 'Check On Them' })).toBeFocused()
})

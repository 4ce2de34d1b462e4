// A hub key outlives its maker's place in the home (the hub fitted with it keeps reporting), so the
// Connect a hub panel says who made each key, and warns of one whose maker has left or been deactivated.
import { expect, test } from '@playwright/test'
import { apiAs, apiAsRole, newCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { pickCircle } from './fixtures/circle-picker'

test('a key made by someone since deactivated is named and flagged for revoking', async ({ page }) => {
  test.slow()
  const circle = await newCircle('Nora')
  const admin = await apiAsRole('admin')
  // someone who fitted the hub as support and has since left the company
  const fitter = await newCircle('Sam', `Fitter${Date.now().toString(36)}`)
  expect((await admin.patch(`/api/users/${fitter.clientId}`, { data: { role: 'support' } })).ok()).toBe(true)
  const asFitter = await apiAs(fitter.email, fitter.password)
  const made = await asFitter.post(`/api/ingest-keys?clientId=${circle.clientId}`, { data: { name: 'Landing hub' } })
  expect(made.status()).toBe(201)
  const kept = await admin.post(`/api/ingest-keys?clientId=${circle.clientId}`, { data: { name: 'Kitchen hub' } })
  expect(kept.status()).toBe(201)
  expect((await admin.post(`/api/users/${fitter.clientId}/deactivate`)).ok()).toBe(true)

  await signInAt(page, 'admin', '/sensors')
  await pickCircle(page, circle.name)
  const panel = page.getByRole('region', { name: 'Connect a hub' })
  const landing = panel.getByRole('listitem').filter({ hasText: 'Landing hub' })
  await expect(landing).toContainText(`by Sam ${fitter.lastName}`)
  await expect(landing).toContainText(
    `Sam ${fitter.lastName} is no longer in this care circle, and this key still lets a hub send sensor readings for the home. Revoke it unless the hub using it is still meant to.`,
  )
  const kitchen = panel.getByRole('listitem').filter({ hasText: 'Kitchen hub' })
  await expect(kitchen).toBeVisible()
  await expect(kitchen).not.toContainText('no longer in this care circle')
  await Promise.all([asFitter.dispose(), admin.dispose()])
})

// A hub key revoked before it was put away is no longer offered to copy, and a long key name wraps
// instead of pushing the Sensors page sideways on a phone.
import { expect, test } from '@playwright/test'
import { INGEST_KEY_NAME_MAX } from '../contracts/ingest'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('a key revoked straight after it was made leaves the copy panel, and its long name wraps on a phone', async ({ page }) => {
  const circle = await newCircle('Ida')
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'admin', '/sensors')
  const panel = page.getByRole('region', { name: 'Connect a hub' })
  await expect(panel.getByText('No hub keys yet.')).toBeVisible({ timeout: 15_000 })
  const name = `Hub${'x'.repeat(INGEST_KEY_NAME_MAX - 3)}`
  await panel.getByLabel('Key name').fill(name)
  await panel.getByRole('button', { name: 'Create Key' }).click()
  await expect(panel.getByText('Copy this key now')).toBeVisible()
  const key = (await panel.getByLabel('New hub key').textContent())!.trim()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await panel.getByRole('button', { name: `Revoke ${name}` }).click()
  await page.getByRole('alertdialog', { name: 'Revoke Hub Key' }).getByRole('button', { name: 'Revoke Key' }).click()
  await expect(panel.getByRole('listitem').filter({ hasText: name })).toContainText('Revoked')
  await expect(panel.getByText('Copy this key now')).toHaveCount(0)
  await expect(page.getByText(key)).toHaveCount(0)
  await expect(panel.getByLabel('Example call', { exact: true })).toContainText('Authorization: Bearer <your key>')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

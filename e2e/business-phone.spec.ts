// Business Management on a 390 px phone: each client is a card whose Manage button is on screen
// (no sideways scrolling to reach it), and the cost tables scroll inside their own boxes, not the page.
import { expect as baseExpect, test } from '@playwright/test'
import { apiAsRole, newCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the clients are cards and the cost tables scroll inside their own boxes, not the whole page', async ({ page }) => {
    await signInAt(page, 'admin', '/business')
    const pageWidth = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
    await expect(page.locator('[data-figure="totalClients"]')).not.toHaveText('–')
    expect(await pageWidth()).toEqual({ page: 390, viewport: 390 })
    await page.getByRole('tab', { name: 'Client Management' }).click()
    await expect(page.locator('li[data-client-email]').first()).toBeVisible()
    expect(await pageWidth()).toEqual({ page: 390, viewport: 390 })
    // a month of this test's own, with a line in the breakdown table and one in the entries
    const admin = await apiAsRole('admin')
    const res = await admin.post('/api/business/costs', {
      data: { costType: 'cloud_services', serviceName: 'Phone-width hosting', amount: 10, usageAmount: 5, usageMetric: 'GB-hours', billingPeriod: 'monthly', date: '2019-07-04' },
    })
    expect(res.status()).toBe(201)
    await page.getByRole('tab', { name: 'Cost Monitoring' }).click()
    await page.getByLabel('Month', { exact: true }).fill('2019-08')
    await page.getByRole('button', { name: 'Previous month' }).click()
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue('2019-07')
    await expect(page.locator('tr[data-service="Phone-width hosting"]')).toBeVisible()
    await expect(page.locator('tr[data-cost-service="Phone-width hosting"]')).toBeVisible()
    expect(await pageWidth()).toEqual({ page: 390, viewport: 390 })
    await admin.dispose()
  })

  test("a client's card shows their plan and a Manage button on screen that opens Manage Subscription", async ({ page }) => {
    const home = await newCircle('Philippa')
    await signInAt(page, 'admin', '/business')
    await page.getByRole('tab', { name: 'Client Management' }).click()
    await page.getByLabel('Search clients').fill(home.lastName)
    const card = page.locator(`li[data-client-email="${home.email}"]`)
    await expect(card).toContainText(home.name)
    await expect(card).toContainText(home.email)
    await expect(card.locator('[data-status="none"]')).toHaveText('No Plan')
    await expect(card).toContainText('Never')
    await expect(page.locator('li[data-client-email]')).toHaveCount(1)
    // the table is for wider screens: only the card's button answers to its name
    await expect(page.locator('table')).toBeHidden()
    expect(await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))).toEqual({ page: 390, viewport: 390 })

    const manage = page.getByRole('button', { name: `Manage ${home.name}` })
    await expect(manage).toBeInViewport({ ratio: 1 })
    const box = (await manage.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.height).toBeGreaterThanOrEqual(44)
    await manage.click()
    const dialog = page.getByRole('dialog', { name: 'Manage Subscription' })
    await expect(dialog.getByLabel('Plan type')).toHaveValue('basic')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(manage).toBeFocused()

    // nothing found: said once, without the table's headers
    await page.getByLabel('Search clients').fill('no-such-home-anywhere')
    await expect(page.getByText('No clients found matching your criteria')).toBeVisible()
    await expect(page.getByRole('columnheader')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  })
})

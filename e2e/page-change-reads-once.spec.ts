// Coming back to a page already seen reads each of its calls once. A support agent moving between a
// home's Sensors, Care Notes and Billing sent every read of the page twice on each return (the reads
// kept from the first visit were marked stale as the page was left, so the page read them as it
// opened, and the layout's own "fresh reads on a page change" then dropped that read and sent it again):
// on the Sensors page 16 calls where 8 do, each of them run by the server twice.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { newCircle, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })

/** The page's own reads (not the live stream), by path, as the browser sends them */
function countReads(page: Page) {
  const counts = new Map<string, number>()
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (req.method() !== 'GET' || !url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/live')) return
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1)
  })
  return counts
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

// reads that no live event touches: a stream's news cannot be why they are read again
const SENSORS_READS = ['/api/devices/capacity', '/api/circle/time-zone', '/api/circle/pets', '/api/ingest-keys']
const BILLING_READS = ['/api/subscription/current', '/api/subscription/plans']

test('a page opened again through the menu reads each of its calls once, not twice', async ({ page }) => {
  test.slow()
  const circle = await newCircle('Reada')
  await circle.api.dispose()
  await watchCircle(page, circle.clientId)
  await login(page, 'support')
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${circle.name}` })).toBeVisible()
  const reads = countReads(page)

  const open = async (link: string, h1: string, paths: string[], expected: string) => {
    reads.clear()
    await mainNav(page).getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    await expect(page.getByText(expected).first()).toBeVisible()
    // what is still to come has time to come
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.waitForTimeout(1_000)
    return Object.fromEntries(paths.map((p) => [p, reads.get(p) ?? 0]))
  }
  const once = (paths: string[]) => Object.fromEntries(paths.map((p) => [p, 1]))

  // the first visit of each page, then back to each
  await open('Sensors', 'Sensor Management', SENSORS_READS, 'Home time zone')
  await open('Billing & Subscriptions', 'Billing & Subscription', BILLING_READS, 'Choose Your Plan')
  expect(await open('Sensors', 'Sensor Management', SENSORS_READS, 'Home time zone'), 'Sensors, opened again').toEqual(once(SENSORS_READS))
  expect(await open('Billing & Subscriptions', 'Billing & Subscription', BILLING_READS, 'Choose Your Plan'), 'Billing, opened again').toEqual(once(BILLING_READS))
})

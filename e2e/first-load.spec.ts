// A carer who opens an alert's notification at night lands on /alerts, often on a phone over a weak line
// (decision 0069): the page's own code is asked for as the app starts, not once the server has said who
// is signed in, and the dashboard's code is not fetched at all.
import { expect, test, type Request } from '@playwright/test'
import { login } from './fixtures/session'
import { openDashboard } from './fixtures/dashboard'

const ALERTS_CHUNK = /\/assets\/alerts-[^/]*\.js$/

test('opening /alerts asks for the Alerts page’s code while the app still waits to hear who is signed in, and fetches none of the dashboard’s', async ({ page }) => {
  await login(page, 'carer')
  // the answer to "who is signed in" held back, as on a slow line
  let userAnsweredAt = Number.POSITIVE_INFINITY
  await page.route('**/api/auth/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    userAnsweredAt = Date.now()
    await route.continue()
  })
  const scripts: Request[] = []
  let alertsChunkAskedAt = Number.POSITIVE_INFINITY
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    scripts.push(request)
    if (ALERTS_CHUNK.test(request.url())) alertsChunkAskedAt = Math.min(alertsChunkAskedAt, Date.now())
  })

  await page.goto('/alerts')
  await expect(page.getByRole('heading', { name: 'Alert Management' })).toBeVisible()
  expect(alertsChunkAskedAt).toBeLessThan(userAnsweredAt)

  const bodies = await Promise.all(scripts.map(async (request) => (await request.response())?.text() ?? ''))
  expect(bodies.length).toBeGreaterThan(1)
  // the dashboard route's own words (app/routes/dashboard.tsx)
  expect(bodies.filter((body) => body.includes('Monitoring Your Loved One'))).toEqual([])
})

test('the dashboard, its code now apart, opens at /dashboard and at /', async ({ page }) => {
  await login(page, 'carer')
  for (const path of ['/dashboard', '/'] as const) await openDashboard(page, undefined, path)
})

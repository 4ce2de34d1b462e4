// After an update, a tab still running the previous build asks for page code that is gone. It reloads
// once and opens the page from the new build; when the code really cannot be had, the page says so
// with a Reload button (and the sidebar stays), never a blank screen.
import { expect, test } from '@playwright/test'
import { login } from './fixtures/session'

const ALERTS_CHUNK = /\/assets\/alerts-[^/]*\.js$/

test("a page whose code is gone after an update reloads the tab once and opens; one that stays gone says so with Reload, the sidebar still there", async ({ page }) => {
  await login(page, 'carer')
  let refused = 0
  await page.route(ALERTS_CHUNK, async (route) => {
    if (refused++ === 0) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not Found"}' })
    return route.continue()
  })
  await page.getByRole('link', { name: 'Alerts' }).first().click()
  await expect(page.getByRole('heading', { name: 'Alert Management' })).toBeVisible()
  expect(refused).toBeGreaterThanOrEqual(2)

  await page.goto('/dashboard')
  await page.unroute(ALERTS_CHUNK)
  await page.route(ALERTS_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not Found"}' }))
  // a fresh module graph: the alerts chunk has not been fetched by this document yet
  await page.reload()
  await page.getByRole('link', { name: 'Alerts' }).first().click()
  const problem = page.getByRole('alert').filter({ hasText: 'This page could not be shown' })
  await expect(problem).toBeVisible()
  await expect(problem.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Care Notes' }).first()).toBeVisible()
})

// The toaster loads just after the app (decision 0136). If its code cannot be fetched (a connection dropping as
// the page opens at night), the page reloads once for a new build, then goes on without toasts: she signs in and
// sees her home, never a blank screen for want of a toast.
import { expect, test } from '@playwright/test'
import { login } from './fixtures/session'

test('with the toaster’s code unreachable the app still signs her in and shows her dashboard', async ({ page }) => {
  let refused = 0
  await page.route(/\/assets\/toaster-[^/]*\.js$/, (route) => {
    refused++
    return route.abort('connectionfailed')
  })
  await login(page, 'carer')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(refused).toBeGreaterThan(0)
})

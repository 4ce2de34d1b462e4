// The 404 page's tab says where she is ('Page Not Found · Hearthwatch'), signed out and signed in, and
// when she comes back to an unknown address from a page whose title carried the alert count, the count
// and that page's name go with it: a tab list or a screen reader must not say 'Alerts' on a page that is not.
import { expect, test } from '@playwright/test'
import { openAlerts } from './fixtures/alerts-page'
import { browserAsClient, newCircle, raiseEmergency } from './fixtures/seed-circle'

const NOT_FOUND_TITLE = 'Page Not Found · Hearthwatch'

test('signed out, an unknown address says Page Not Found in the tab', async ({ page }) => {
  await page.goto('/nowhere')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle(NOT_FOUND_TITLE)
})

test('signed in, an unknown address says Page Not Found in the tab, also after a page with alerts', async ({ browser }) => {
  test.slow()
  const circle = await newCircle('Tabitha')
  await raiseEmergency(circle.api, circle.clientId)
  const { context, page } = await browserAsClient(browser, circle)

  await page.goto('/nowhere')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle(NOT_FOUND_TITLE)

  // 'Back to Home' goes to the dashboard, whose title carries the count
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveTitle('(1) Dashboard · Hearthwatch')
  // the browser's Back button returns to the unknown address without a reload
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle(NOT_FOUND_TITLE)

  // from the Alerts page, moved within the app (a link in a note, a bookmark opened in the same tab's history)
  await openAlerts(page)
  await expect(page).toHaveTitle('(1) Alerts · Hearthwatch')
  await page.evaluate(() => {
    history.pushState(null, '', '/nowhere/else')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle(NOT_FOUND_TITLE)
  await context.close()
})

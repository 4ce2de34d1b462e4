// A support agent on a laptop works down the All homes list (decision 0030) a home at a time: filtered to
// the homes they look after, scrolled to the fifth, Open home, a call, Resolve there, then Back. Back used to
// start the list again at the top, unfiltered, focus on the page; now the list comes back as it was left,
// at the card they opened, or at the one that took its place once they resolved it there. And how many
// alerts the search and filters leave is said: under '99 open alerts in 40 homes' nothing said so.
import { test, type Page } from '@playwright/test'
import { expect } from './fixtures/alerts-page'
import { newCircle, raiseEmergency } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.use({ viewport: { width: 1366, height: 768 } })

const list = (page: Page) => page.getByRole('region', { name: 'Open alerts of every home' })
const search = (page: Page) => page.getByPlaceholder('Search alerts...')
const severity = (page: Page) => page.getByLabel('Filter by severity')

async function expectOnScreen(page: Page, where: ReturnType<Page['locator']>) {
  const box = (await where.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(56)
  expect(box.y + box.height).toBeLessThanOrEqual(768)
}

test('Back from a home opened in All homes comes back to the same filtered list, at the card opened or the one after it', async ({ page }) => {
  test.slow()
  // seven homes of one family name, each with the emergency button pressed: one list, a screen and more long
  const lastName = `Backhomes${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  for (const first of ['Ada', 'Bea', 'Cai', 'Dot', 'Eve', 'Fay', 'Gus']) {
    const home = await newCircle(first, lastName)
    await raiseEmergency(home.api, home.clientId)
    await home.api.dispose()
  }
  await signInAt(page, 'support', '/alerts?view=all')
  await search(page).fill(lastName)
  await severity(page).selectOption('critical')
  await expect(list(page).getByRole('article')).toHaveCount(7)
  // how many are left is said, and to a screen reader as it changes
  const matching = list(page).getByRole('status')
  await expect(matching).toHaveText('· 7 match the search and filters')
  const fifth = list(page).getByRole('article').nth(4)
  const fifthEmail = (await fifth.innerText()).match(/circle-[^\s]+@e2e\.test/)![0]
  const sixthEmail = (await list(page).getByRole('article').nth(5).innerText()).match(/circle-[^\s]+@e2e\.test/)![0]
  const openHome = fifth.getByRole('link', { name: /^Open home/ })
  await openHome.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: /^Active Alerts/ })).toBeVisible()

  // Back, without resolving: the same list, at the card opened
  await page.goBack()
  await expect(search(page)).toHaveValue(lastName)
  await expect(severity(page)).toHaveValue('critical')
  const again = list(page).getByRole('article').filter({ hasText: fifthEmail })
  await expect(again.getByRole('link', { name: /^Open home/ })).toBeFocused()
  await expectOnScreen(page, again)

  // Open home again, resolve its alert there, Back: the card after it has taken its place
  await page.keyboard.press('Enter')
  const ownCard = page.getByRole('article', { name: 'Emergency button pressed' })
  await ownCard.getByRole('button', { name: 'Resolve' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByRole('tab', { name: 'Active Alerts (0)' })).toBeVisible()
  await page.goBack()
  await expect(severity(page)).toHaveValue('critical')
  await expect(list(page).getByRole('article')).toHaveCount(6)
  await expect(matching).toHaveText('· 6 match the search and filters')
  const next = list(page).getByRole('article').filter({ hasText: sixthEmail })
  await expect(next.locator(':focus')).toHaveCount(1)
  await expectOnScreen(page, next)
})

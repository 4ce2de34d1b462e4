// An alert e-mail links to /alerts?home=<clientId>: the tab opens on that home when the person may see
// it, and the address keeps naming it (decision 0122); any other id is refused with a toast, and the
// address names the home the tab stays on.
import { test } from '@playwright/test'
import { PASSWORD, SEEDED } from './fixtures/accounts'
import { expect } from './fixtures/alerts-page'
import { circlePicker, pickCircle } from './fixtures/circle-picker'
import { apiAsRole, findSeededCircle } from './fixtures/seed-circle'

const MABEL = `${SEEDED.mabel.firstName} ${SEEDED.mabel.lastName}`
const OTTO = `${SEEDED.otto.firstName} ${SEEDED.otto.lastName}`

test("Robin follows e-mail links to her parents' homes in this tab; a home not hers is refused", async ({ page, context }) => {
  const support = await apiAsRole('support')
  const [otto, harper] = await Promise.all([SEEDED.otto, SEEDED.harper].map((who) => findSeededCircle(support, who)))
  await support.dispose()

  // signed out: the link survives signing in
  await page.goto(`/alerts?home=${otto}`)
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Falerts%3Fhome%3D${otto}$`))
  await page.getByLabel('Email').fill(SEEDED.robin.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await expect(circlePicker(page)).toHaveText(OTTO)
  await expect(page).toHaveURL(new RegExp(`/alerts\\?home=${otto}$`))
  // a reload stays on the home the link chose
  await page.reload()
  await expect(circlePicker(page)).toHaveText(OTTO)

  // she picks Mabel's home by hand (where new tabs start), then follows a link to Otto's
  await pickCircle(page, MABEL)
  await page.goto(`/alerts?home=${otto}`)
  await expect(circlePicker(page)).toHaveText(OTTO)
  await expect(page).toHaveURL(new RegExp(`/alerts\\?home=${otto}$`))
  // the link moved this tab only: a new tab starts on the home she picked
  const other = await context.newPage()
  await other.goto('/alerts')
  await expect(circlePicker(other)).toHaveText(MABEL)
  await other.close()

  // other parameters stay; a home that is not hers, or no home at all, is refused, nothing moves, and the address names the home she is on
  for (const id of [harper, 'not-a-home']) {
    await page.goto(`/dashboard?home=${id}&from=mail`)
    await expect(page.getByText('That home is not available to you', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?home=${otto}&from=mail$`))
    await expect(circlePicker(page)).toHaveText(OTTO)
  }
})

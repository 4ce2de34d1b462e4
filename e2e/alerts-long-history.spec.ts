// A support agent on her phone opens the Alerts page of a home watched for years (SEEDED.ada: 520 alerts
// resolved, more than the 500 the page's list carries). The page said 'Resolved Alerts (500)' and 'Total
// Alerts 500', drew all 500 cards at once (2-3 s to open the tab, 88,000 px of page), and a search for an
// older alert said 'No matching alerts found' as if it had never been.
import { SEEDED, SEEDED_FACTS } from './fixtures/accounts'
import { expect, openAlertsAsStaff, stat, tab } from './fixtures/alerts-page'
import { apiAsRole, findSeededCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { test } from '@playwright/test'

const LISTED = 500
const older = SEEDED_FACTS.adaResolved - LISTED
// as an alert's e-mail links to it (web/src/features/alerts/lib/alert-link.ts)
const linkOf = (clientId: string, alertId: string) => `/alerts?home=${clientId}&alert=${alertId}`

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test("a home's long history is counted whole, shown fifty at a time, and a search says it looked through the newest 500 only", async ({ page }) => {
  const staff = await apiAsRole('support')
  const clientId = await findSeededCircle(staff, SEEDED.ada)
  await staff.dispose()
  await openAlertsAsStaff(page, 'support', clientId)

  await expect(tab(page, /^Resolved Alerts/)).toHaveText(`Resolved Alerts (${SEEDED_FACTS.adaResolved})`)
  await expect(stat(page, 'total')).toHaveText(String(SEEDED_FACTS.adaResolved))

  await tab(page, /^Resolved Alerts/).click()
  const cards = page.getByRole('tabpanel').getByRole('article')
  await expect(cards).toHaveCount(50)
  await expect(cards.first()).toContainText(SEEDED_FACTS.adaVisit(SEEDED_FACTS.adaResolved))
  await expect(page.getByText(`Showing the newest 50 of ${SEEDED_FACTS.adaResolved} resolved alerts.`, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Show 50 more' }).click()
  await expect(cards).toHaveCount(100)
  await expect(cards.last()).toContainText(SEEDED_FACTS.adaVisit(SEEDED_FACTS.adaResolved - 99))

  // a search looks through the listed 500 and starts again from the newest; an older alert is not found, and the page says why
  const search = page.getByPlaceholder('Search alerts...')
  const searchedNewestOnly = page.getByText(`Only the newest ${LISTED} resolved alerts were searched: the ${older} older ones are not listed here.`, { exact: true })
  await search.fill(`(visit ${older + 1})`)
  await expect(cards).toHaveCount(1)
  await expect(tab(page, /^Resolved Alerts/)).toHaveText('Resolved Alerts (1)')
  await expect(searchedNewestOnly).toBeVisible()
  await search.fill(`(visit ${older})`)
  await expect(page.getByText('No matching alerts found', { exact: true })).toBeVisible()
  await expect(searchedNewestOnly).toBeVisible()
  await search.fill('')
  await expect(cards).toHaveCount(50)
  await expect(searchedNewestOnly).toBeHidden()
})

test("an e-mail's link to a resolved alert far down a long history opens the list as far as it, focused", async ({ page }) => {
  const staff = await apiAsRole('support')
  const clientId = await findSeededCircle(staff, SEEDED.ada)
  const history = (await (await staff.get(`/api/alerts?clientId=${clientId}`)).json()) as { id: string; description: string }[]
  await staff.dispose()
  // the oldest listed: the 500th card
  const oldest = history.find((a) => a.description === SEEDED_FACTS.adaVisit(older + 1))!
  await signInAt(page, 'support', linkOf(clientId, oldest.id))
  const card = page.locator(`article[data-alert-id="${oldest.id}"]`)
  await expect(card).toBeFocused()
  await expect(tab(page, /^Resolved Alerts/)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(LISTED)
})

// The Alerts page with filters that hide every alert (a UX audit): the empty tab says nothing
// matches, never that all systems are functioning normally or that nothing has been resolved,
// while the stat cards count alerts that are there.
import { test, type Page } from '@playwright/test'
import { EMERGENCY, card, expect, stat, tab } from './fixtures/alerts-page'
import { addSensor, apiAsRole, browserAsClient, newCircle, raiseEmergency, resolveAlert } from './fixtures/seed-circle'
import { startClearOfMidnight } from './fixtures/midnight'

test.beforeEach(() => test.slow())

const ALL_WELL = 'All systems are functioning normally. No immediate attention required.'
const NONE_RESOLVED = 'No alerts have been resolved yet.'

/** The tab's empty state says no alert matches, and nothing of how things are */
async function expectNothingMatches(page: Page) {
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: 'No matching alerts found' })).toBeVisible()
  await expect(panel.getByText('Try adjusting your search, severity or type filter.', { exact: true })).toBeVisible()
  for (const text of ['No Active Alerts', ALL_WELL, 'No Resolved Alerts', NONE_RESOLVED]) await expect(page.getByText(text, { exact: true })).toHaveCount(0)
}

test('a search, severity or type filter that matches nothing: no matching alerts, never all is well; cleared, the alerts are back', async ({ browser }) => {
  await startClearOfMidnight()
  const circle = await newCircle('Vera')
  // a home with a sensor: without one the active tab says nothing is watching instead (no-sensors.spec.ts)
  const admin = await apiAsRole('admin')
  await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  await admin.dispose()
  const first = await raiseEmergency(circle.api, circle.clientId)
  await resolveAlert(circle.api, circle.clientId, first.id)
  const open = await raiseEmergency(circle.api, circle.clientId)
  const { context, page } = await browserAsClient(browser, circle)
  await page.goto('/alerts')
  await expect(card(page, EMERGENCY)).toBeVisible()
  await expect(stat(page, 'active')).toHaveText('1')

  const search = page.getByPlaceholder('Search alerts...')
  const severity = page.getByLabel('Filter by severity')
  const type = page.getByLabel('Filter by type')
  const narrowings = [
    { name: 'search', set: () => search.fill('zebra'), clear: () => search.fill('') },
    { name: 'severity', set: () => severity.selectOption('Low'), clear: () => severity.selectOption('All Severities') },
    { name: 'type', set: () => type.selectOption('Inactivity'), clear: () => type.selectOption('All Types') },
  ]
  for (const { name, set, clear } of narrowings) {
    await test.step(name, async () => {
      await set()
      await tab(page, /^Active Alerts \(0\)$/).click()
      await expectNothingMatches(page)
      // the stat cards still count every alert: the tab does not contradict them
      await expect(stat(page, 'active')).toHaveText('1')
      await tab(page, /^Resolved Alerts \(0\)$/).click()
      await expectNothingMatches(page)
      await clear()
      await expect(tab(page, /^Resolved Alerts \(1\)$/)).toBeVisible()
      await tab(page, /^Active Alerts \(1\)$/).click()
      await expect(card(page, EMERGENCY)).toBeVisible()
    })
  }

  // nothing open and nothing filtered: SPEC's words, verbatim
  await resolveAlert(circle.api, circle.clientId, open.id)
  await page.reload()
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await expect(page.getByText(ALL_WELL, { exact: true })).toBeVisible()
  await context.close()
})

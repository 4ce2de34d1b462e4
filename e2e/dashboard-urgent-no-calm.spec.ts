// A walk-through at night: Margaret pressed the Emergency button at 01:00, two hours after the bedroom
// last saw her. The dashboard then said 'Urgent Attention Needed' and, in its header, a calm grey 'Likely
// asleep · last movement 22:48' and 'If nothing moves by 08:33, Hearthwatch will alert.': read at 2 a.m.
// by her daughter, as leave to wait till morning. With an urgent alert open the header gives the quiet in
// the clock's words and no time to wait for. Sensors and events go through the public API; only the
// engine's status in the stats answer is set (asleep, within its limit, an alert forecast for later),
// since a learned routine takes weeks of history to build.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { browserAsClient, homeLastMoved } from './fixtures/seed-circle'
import { withEngine } from './fixtures/engine-stats'
import { openDashboard } from './fixtures/dashboard'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** The stats as the server answers them, with a learned engine that takes the person to be asleep, and a quiet alert forecast five hours on */
async function asleepWithinLimit(page: Page) {
  const quietAlertAt = new Date(Date.now() + 5 * 60 * 60_000).toISOString()
  await withEngine(page, { asleep: true, quietMinutes: 130, quietLimitMinutes: 540, quietAlertAt }, { activityScore: 95 })
}

test('after the Emergency button, the header no longer says she is likely asleep, nor gives a time to wait for', async ({ browser }) => {
  const circle = await homeLastMoved('Margaret', [{ name: 'Bedroom sensor', location: 'Bedroom', movedMinutesAgo: 130 }])
  const { context, page } = await browserAsClient(browser, circle)
  await asleepWithinLimit(page)
  await openDashboard(page, circle.name)

  // before: the engine's calm reading, and by when it would alert
  const last = page.getByTestId('last-activity')
  await expect(last).toContainText('Likely asleep')
  await expect(page.getByTestId('quiet-alert-at')).toHaveText(/^If nothing moves by .+, Hearthwatch will alert\.$/)

  await page.getByRole('button', { name: 'Emergency' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send Emergency Alert' }).click()
  await expect(page.getByRole('heading', { name: 'Urgent Attention Needed' })).toBeVisible()
  await expect(page.getByTestId('header-badge')).toHaveText('Attention Needed')

  // after: the quiet in the clock's words, in red, and no time to wait for
  await expect(last).toContainText('Extended quiet')
  await expect(last).toContainText('2h ago')
  await expect(last).toHaveAttribute('data-tone', 'red')
  await expect(last).not.toContainText('asleep')
  await expect(page.getByTestId('quiet-alert-at')).toHaveCount(0)
  await context.close()
})

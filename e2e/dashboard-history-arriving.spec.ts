// A home whose hub has just been connected sends the readings it kept, in several calls; the server reads none of
// them until they have all come (HUB_HISTORY_PAUSE_MS, two minutes by default; the journeys' server waits for none).
// Meanwhile its dashboard, on her phone, said 'Receiving the hub's history' at the top, the sensors' last movement
// under it, and yet 'No sensor has reported yet … check its hub on the Sensors page', 'No sensor has reported yet, so
// no alert can be raised.', and an Activity score of 70/100: the engine's neutral default for a home it has not read,
// a normal-looking figure for nothing measured. Now the score is no figure, and the status and the alerts card say
// the history is being received, and that no alert can be raised until it has all come.
import { expect as baseExpect, test } from '@playwright/test'
import { browserAsClient, homeLastMoved } from './fixtures/seed-circle'
import { dashboardHeading } from './fixtures/dashboard'
import { patchAnswer } from './fixtures/patch-answer'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const isStats = (url: URL) => url.pathname === '/api/dashboard/stats'

test("while the hub's history is arriving, the dashboard shows no score and says why nothing is watched yet", async ({ browser }) => {
  const circle = await homeLastMoved('Wren', [{ name: 'Kitchen sensor', location: 'Kitchen', movedMinutesAgo: 180 }])
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize({ width: 390, height: 844 })
  // the server's answer while the history is arriving (a real hub's further calls awaited): no engine view yet, the neutral score
  await page.route(isStats, patchAnswer((stats: Record<string, unknown>) => ({ ...stats, engine: null, receivingHistory: true, activityScore: 70 })))
  await page.goto('/')
  await expect(dashboardHeading(page, circle.name)).toBeVisible({ timeout: 20_000 })
  const main = page.getByRole('main')
  await expect(main).toContainText("Receiving the hub's history")

  await expect(page.getByTestId('activity-score')).toHaveText('–')
  await expect(page.getByTestId('overall-status')).toHaveText('Waiting for the first reading')
  await expect(page.getByTestId('overall-status-text')).toHaveText(
    'The hub is sending the readings it kept. They are read once all have come, usually within a few minutes; until then no alert can be raised.',
  )
  await expect(main).not.toContainText('No sensor has reported yet')
  await expect(page.getByRole('region', { name: 'No Alerts' })).toContainText("No alert can be raised until the hub's history has all come.")
  await context.close()
})

// A home whose hub has just been connected sends the readings it kept, in several calls; the server reads none of
// them until they have all come (HUB_HISTORY_PAUSE_MS, two minutes by default; the journeys' server waits for none).
// Meanwhile its dashboard, on her phone, said 'Receiving the hub's history' at the top, the sensors' last movement
// under it, and yet 'No sensor has reported yet … check its hub on the Sensors page', 'No sensor has reported yet, so
// no alert can be raised.', and an Activity score of 70/100: the engine's neutral default for a home it has not read,
// a normal-looking figure for nothing measured. Now the score is no figure, and the status and the alerts card say
// the history is being received, and that no alert can be raised until it has all come. AI Health Insights still said
// 'No motion data yet: insights appear once the sensors have reported.' though the sensors had: it now says the history
// is being read. At 200 % text the header's 'Receiving the hub's history · read once it has all come' stood in two
// columns side by side (each a flex item); it now wraps as one line of text.
import { expect as baseExpect, test } from '@playwright/test'
import { browserAsClient, homeLastMoved } from './fixtures/seed-circle'
import { dashboardHeading } from './fixtures/dashboard'
import { textSize, wordBoxes } from './fixtures/large-text'
import { patchAnswer } from './fixtures/patch-answer'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const isStats = (url: URL) => url.pathname === '/api/dashboard/stats'
// the insights of a home the engine has not read yet: the server's 'No motion data yet' (404)
const isInsight = (url: URL) => url.pathname === '/api/ml/health-score' || url.pathname === '/api/ml/behavioral-patterns'
const notReadYet = { status: 404, json: { error: { code: 'NOT_FOUND', message: 'No motion data yet' } } }

test("while the hub's history is arriving, the dashboard shows no score and says why nothing is watched yet", async ({ browser }) => {
  const circle = await homeLastMoved('Wren', [{ name: 'Kitchen sensor', location: 'Kitchen', movedMinutesAgo: 180 }])
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize({ width: 390, height: 844 })
  // the server's answer while the history is arriving (a real hub's further calls awaited): no engine view yet, the neutral score
  await page.route(isStats, patchAnswer((stats: Record<string, unknown>) => ({ ...stats, engine: null, receivingHistory: true, activityScore: 70 })))
  await page.route(isInsight, (route) => route.fulfill(notReadYet))
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
  // the insights wait for the same history, not for sensors to report
  const insights = page.getByRole('tabpanel', { name: 'Health Score' })
  await expect(insights).toHaveText("The hub's history is still arriving: insights appear once it has all been read.")
  await page.getByRole('tab', { name: 'Behavioral Patterns' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Behavioral Patterns' })).toHaveText("The hub's history is still arriving: insights appear once it has all been read.")
  await expect(main).not.toContainText('No motion data yet')
  await context.close()
})

test("at 200 % text on a phone the header's 'Receiving the hub's history · read once it has all come' wraps as one line of text", async ({ browser }) => {
  const circle = await homeLastMoved('Wren', [{ name: 'Kitchen sensor', location: 'Kitchen', movedMinutesAgo: 180 }])
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize({ width: 390, height: 844 })
  await textSize(page, 200)
  await page.route(isStats, patchAnswer((stats: Record<string, unknown>) => ({ ...stats, engine: null, receivingHistory: true })))
  await page.goto('/')
  await expect(dashboardHeading(page, circle.name)).toBeVisible({ timeout: 20_000 })
  const last = page.getByTestId('last-activity')
  await expect(last).toHaveText(/^Receiving the hub's history ?· read once it has all come$/)
  // read in order, each word is on the line of the one before or a line below: in two columns side by side the
  // detail's first words stood beside the label's first line, above its last ('history')
  const words = await wordBoxes(last)
  const backUp = words.filter((w, i) => i > 0 && w.boxes[0]!.top < words[i - 1]!.boxes[0]!.top - 1).map(({ word }) => word)
  expect(backUp, 'words that stand above the word before them').toEqual([])
  // and the lines after the first start where the first starts, under the words: not in a column of their own
  const lefts = new Set(words.map((w) => w.boxes[0]!).filter((b, i, all) => i === 0 || b.top > all[i - 1]!.top + 1).map((b) => Math.round(b.left)))
  expect(lefts.size, 'every line starts at the same left edge').toBe(1)
  await context.close()
})

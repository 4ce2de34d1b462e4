// A carer woken at night on a phone, an hour after the alerts were raised about her mother's home: an
// 'Unusual inactivity' the engine raised (the bedroom 13 h quiet then) and a possible fall in the bathroom
// beside it (1 h 10 min quiet then). Each card said how long it had been quiet twice: its line counted on
// ('No movement since 05:11 — 2 h 14 min ago') and the description, written when it was raised, kept the old
// length ('Last movement was in the bathroom 1 h 10 min ago'); on the dashboard a bare '1h ago' stood beside
// the title. Now the line gives the quiet now, the description the rest of what it says, and the card's age
// is labelled as when it was raised (decision 0103); at 200 % text the line broke inside its length ('— 15' /
// 'h 10 min ago'), which it no longer does. The same at 200 % text, on the dashboard and on the Alerts
// page opened from the alert's link; the resolved card keeps the stored description whole.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { addSensor, apiAsRole, engineAlerts, minutesAgo, newCircle, roomForSensors, sendHubEvents, watchCircle } from './fixtures/seed-circle'
import { advanceBrowserClock, isAlertList } from './fixtures/alerts-page'
import { openDashboard } from './fixtures/dashboard'
import { textSize } from './fixtures/large-text'
import { patchAnswer } from './fixtures/patch-answer'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const HOUR_MS = 3_600_000
const FALL_ID = '00000000-0000-4000-8000-00000000fa11'
/** Lengths as the app writes them: '45 min', '2 h 34 min', '13 h', '1 d 2 h' */
const LENGTH = /\b\d+ (?:d|h|min)(?: \d+ (?:h|min))?\b/g
const lengthsIn = async (text: Locator) => (await text.innerText()).match(LENGTH) ?? []

/** The line and the description of a card: the quiet's length given once, by the line, as it is now */
async function saysTheQuietOnce(item: Locator, line: RegExp, description: string) {
  await expect(item.getByTestId('last-movement')).toHaveText(line)
  await expect(item.getByText(description, { exact: true })).toBeVisible()
  const [now] = (await item.getByTestId('last-movement').innerText()).match(LENGTH) ?? []
  expect(await lengthsIn(item), 'one length for the quiet, the line’s').toEqual([now])
  expect(await linesOfLength(item.getByTestId('last-movement'), now!), `'${now}' on one line, not '${now!.split(' ')[0]}' at the end of one and the rest on the next`).toBe(1)
}

/** On how many lines `length` is drawn in `line` */
const linesOfLength = (line: Locator, length: string) =>
  line.evaluate((el, length) => {
    const text = el.textContent ?? ''
    const start = text.indexOf(length)
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let seen = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const size = node.textContent?.length ?? 0
      if (start >= seen && start < seen + size) range.setStart(node, start - seen)
      if (start + length.length > seen && start + length.length <= seen + size) range.setEnd(node, start + length.length - seen)
      seen += size
    }
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
  }, length)

// 14 h before the browser's clock: yesterday (with its weekday) when the journey runs before about 13:00 UTC,
// today (the time alone) after; CI at 14:35 UTC read 'No movement since 01:40 — 14 h 5 min ago'
const QUIET_LINE = /^No movement since ((Sat|Sun|Mon|Tue|Wed|Thu|Fri) )?\d\d:\d\d — 14 h \d+ min ago$/
const QUIET_TEXT = 'No movement at home (last in the bedroom) — the routine is still being learned, so only very long silences are reported.'
// 2 h 15 min before the browser's clock (an hour on from now): yesterday too, with its weekday, when the journey
// runs between about 22:45 and 01:15 UTC (it failed at 23:33 on 'No movement since Sun 22:23 — 2 h 15 min ago')
const FALL_LINE = /^No movement since ((Sat|Sun|Mon|Tue|Wed|Thu|Fri) )?\d\d:\d\d — 2 h \d+ min ago$/
const FALL_TEXT = 'Last movement was in the bathroom and nothing since, anywhere.'

async function nightWalk(page: Page, percent: number) {
  test.slow()
  const circle = await newCircle('Mum')
  const staff = await apiAsRole('support')
  await roomForSensors(staff, circle.clientId)
  const bedroom = await addSensor(staff, circle.clientId, { name: 'Bedroom sensor', location: 'Bedroom' })
  await sendHubEvents(staff, circle.clientId, [{ deviceId: bedroom.deviceId, timestamp: minutesAgo(13 * 60), motionDetected: true }])
  const quiet = (await engineAlerts(staff, circle.clientId, ['inactivity'])).find((a) => a.type === 'inactivity')!
  const raisedAt = Date.now()
  // a possible fall as the engine writes one (falls.ts), raised with the quiet one: 1 h 10 min after the bathroom
  const fall = {
    ...quiet,
    id: FALL_ID,
    type: 'emergency',
    dedupeKey: 'emergency',
    severity: 'high',
    title: 'Possible fall in the bathroom',
    description: 'Last movement was in the bathroom 1 h 10 min ago and nothing since, anywhere.',
    metadata: { lastMovementAt: new Date(raisedAt - 70 * 60_000).toISOString(), quietMinutes: 70, lastRoom: 'bathroom', fallType: 'bathroom_then_silence', source: 'engine' },
    createdAt: new Date(raisedAt).toISOString(),
  }
  await page.route(isAlertList, patchAnswer((list: { id: string }[]) => [fall, ...list]))
  if (percent !== 100) await textSize(page, percent)
  await page.clock.install()
  await watchCircle(page, circle.clientId)
  await login(page, 'support')

  // the dashboard, an hour on
  await openDashboard(page, circle.name)
  await advanceBrowserClock(page, raisedAt + HOUR_MS + 5 * 60_000)
  const alertsCard = page.getByRole('region', { name: 'Urgent Attention Needed' })
  const fallItem = alertsCard.locator(`li[data-alert-id="${FALL_ID}"]`)
  const quietItem = alertsCard.locator(`li[data-alert-id="${quiet.id}"]`)
  await saysTheQuietOnce(fallItem, FALL_LINE, FALL_TEXT)
  await saysTheQuietOnce(quietItem, QUIET_LINE, QUIET_TEXT)
  for (const item of [fallItem, quietItem]) await expect(item).toContainText('Raised: 1h ago')

  // the link from the notification: the Alerts page opened on the quiet alert
  await page.goto(`/alerts?home=${circle.clientId}&alert=${quiet.id}`)
  const quietCard = page.locator(`article[data-alert-id="${quiet.id}"]`)
  await expect(quietCard).toBeFocused()
  await advanceBrowserClock(page, raisedAt + HOUR_MS + 5 * 60_000)
  await saysTheQuietOnce(quietCard, QUIET_LINE, QUIET_TEXT)
  await expect(quietCard).toContainText('Raised: 1h ago')
  const fallCard = page.locator(`article[data-alert-id="${FALL_ID}"]`)
  await saysTheQuietOnce(fallCard, FALL_LINE, FALL_TEXT)

  // resolved, the quiet alert's card keeps what was stored, whole: there is no line counting on beside it
  await quietCard.getByRole('button', { name: 'Resolve' }).click()
  await page.getByRole('alertdialog', { name: 'Resolve this alert?' }).getByRole('button', { name: 'Resolve Alert' }).click()
  await page.getByRole('tab', { name: /Resolved Alerts/ }).click()
  await expect(page.locator(`article[data-alert-id="${quiet.id}"]`)).toContainText('No movement for 13 h at home (last in the bedroom)')
  await staff.dispose()
}

test('an hour after the alerts: each card gives one length for the quiet, the one now, and says when it was raised', async ({ page }) => {
  await nightWalk(page, 100)
})

test('the same at 200 % text', async ({ page }) => {
  await nightWalk(page, 200)
})

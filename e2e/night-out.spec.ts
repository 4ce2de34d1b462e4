// Out of the front door in the night and not back (server/engine/night-out.ts), raised by the server's own
// engine from hub events. Tess, carer of her mother Agnes's home, fits it with five motion sensors and a
// front door; the hub sends ten days of Agnes's usual days (up at 07:00, out 14:00-15:30, in bed at 22:45),
// then tonight the hall and the front door about 45 min ago and nothing since. Tess sees 'Went out in the night' on the
// dashboard (with Check On Them) and on the Alerts page, with 'Out since HH:MM — N min ago'; Agnes comes
// back in (the door, then the hall) and the engine resolves it by itself.
//
// The engine counts the night on the home's clock. So that it is night there whatever the hour this runs
// at, the home is given the fixed-offset zone whose clock reads 03:xx now (Etc/GMT-k is k hours ahead of
// UTC; none has summer time): the door falls at 02:15-03:14 there, inside her learned night (from an hour
// after 22:40, the last she is seen before bed, to 90 min before 07:02) and after the evening before, so
// no event of 'tonight' lands on the wrong local day. Tess's browser is set to the same zone, as a daughter
// nearby would be, so the times carry no zone label.
import { expect as baseExpect, test } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { apiAs, apiAsRole, baseURL, findSeededCircle, roomForSensors, seededForAttempt, sendHubEvents, signInAs } from './fixtures/seed-circle'
import { fitUsualHome, HOUR_MS, MINUTE_MS, zoneAt } from './fixtures/usual-day'
import { openDashboard } from './fixtures/dashboard'

// the machine is shared and slow: pages and the engine's ticks (every 2 s here) get time
const expect = baseExpect.configure({ timeout: 20_000 })

/** Days of her usual routine before tonight: more than the engine's learning week */
const DAYS_LIVED = 10
const TITLE = 'Went out in the night'

test('out of the front door in the night and not back: the carer sees "Went out in the night" with since when, and it ends when she is back in', async ({ browser }) => {
  test.slow()
  const agnes = seededForAttempt(SEEDED.agnes)
  const tess = seededForAttempt(SEEDED.tess)
  const staff = await apiAsRole('support')
  const clientId = await findSeededCircle(staff, agnes)
  await roomForSensors(staff, clientId)
  await staff.dispose()

  const started = Date.now()
  // it is 03:xx now in the home
  const { ahead, zone } = zoneAt(3, started)
  const carer = await apiAs(tess.email)
  const { report, usualDays } = await fitUsualHome(carer, clientId, zone, ahead, started)
  const history = usualDays(DAYS_LIVED)
  // tonight: she gets up and is seen in the hall, then the front door on the minute 45 min ago, and nothing
  // inside since (a door nobody walked to is a gust, not a departure); on the home's clock
  const leftAt = Math.floor(started / MINUTE_MS) * MINUTE_MS - 45 * MINUTE_MS
  const leftClock = new Date(leftAt + ahead * HOUR_MS).toISOString().slice(11, 16)
  // in one call, as a hub uploading its history: the engine's next tick replays it all in time order (a
  // server waits for a hub's further calls, HUB_HISTORY_PAUSE_MS; the journeys' server waits for none)
  await sendHubEvents(carer, clientId, [...history, ...report('hall', leftAt - 2 * MINUTE_MS), ...report('door', leftAt)])

  // the engine raises it from the events (the carer reads the home's alerts as the page will)
  let alertId = ''
  await expect
    .poll(
      async () => {
        const alerts = (await (await carer.get(`/api/alerts?clientId=${clientId}`)).json()) as { id: string; title: string; isResolved: boolean }[]
        alertId = alerts.find((a) => a.title === TITLE && !a.isResolved)?.id ?? ''
        return alertId
      },
      { message: `the engine raises '${TITLE}'`, timeout: 30_000 },
    )
    .not.toBe('')

  // the card's line gives how long she has been out; the description, without the length it had when raised (decision 0103)
  const description = new RegExp(
    `^The front door opened at ${leftClock} in the night and nothing has moved inside since\\. ` +
      `They have not gone out at this time of night in the last ${DAYS_LIVED} days\\. Unless someone is with them, check on them\\.$`,
  )
  const outSince = new RegExp(`^Out since ${leftClock} — (4[5-9]|5\\d) min ago$`)

  const context = await browser.newContext({ baseURL: baseURL(), timezoneId: zone })
  const page = await context.newPage()
  await signInAs(page, tess)
  await openDashboard(page, `${agnes.firstName} ${agnes.lastName}`)
  const alertsCard = page.getByRole('region', { name: 'Urgent Attention Needed' })
  const item = alertsCard.locator(`li[data-alert-id="${alertId}"]`)
  await expect(item.getByTestId('alert-title')).toHaveText(TITLE)
  await expect(item.getByTestId('last-movement')).toHaveText(outSince)
  await expect(item.getByText(description)).toBeVisible()
  await expect(item.getByRole('button', { name: 'Check On Them' })).toBeVisible()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  const card = page.getByRole('article', { name: TITLE })
  await expect(card).toHaveAttribute('data-alert-id', alertId)
  await expect(card.getByTestId('last-movement')).toHaveText(outSince)
  await expect(card.getByText(description)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Contact' })).toBeVisible()

  // Agnes is back: the front door, then the hall; the engine ends the alert itself, and the page follows live
  const back = Date.now() - MINUTE_MS
  await sendHubEvents(carer, clientId, [...report('door', back), ...report('hall', back + 30_000)])
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Active Alerts (0)' })).toBeVisible()
  await page.getByRole('tab', { name: /Resolved Alerts/ }).click()
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible()
  // and says what it saw: she is back, seen in the hall on the home's clock
  const backClock = new Date(back + 30_000 + ahead * HOUR_MS).toISOString().slice(11, 16)
  await expect(page.getByRole('article', { name: TITLE }).getByTestId('resolved-how')).toHaveText(`Closed by Hearthwatch: They are back home: seen at ${backClock}, in the hall.`)
  const [resolved] = ((await (await carer.get(`/api/alerts?clientId=${clientId}`)).json()) as { id: string; isResolved: boolean; resolvedBy: string | null; metadata: Record<string, unknown> }[]).filter((a) => a.id === alertId)
  expect(resolved).toMatchObject({ isResolved: true, resolvedBy: null, metadata: { nightOut: 'left', autoResolved: true } })

  // and the dashboard has nothing left to say: it was the home's only alert
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('region', { name: 'All Clear' })).toContainText('Everything is Normal')
  await expect(page.getByTestId('alert-title')).toHaveCount(0)
  await carer.dispose()
  await context.close()
})

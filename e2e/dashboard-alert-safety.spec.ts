// The dashboard as a carer woken at night sees it: no green over alerts it could not read, an alert
// still open from before midnight, a possible fall at high severity, the quiet counted live, a new
// alert told to a screen reader, and buttons big enough for a finger.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { isAlertList } from './fixtures/alerts-page'
import { addSensor, apiAsRole, baseURL, browserAsClient, minutesAgo, newCircle, raiseEmergency, sendHubEvents, watchCircle, type SeededAlert } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'
import { startClearOfMidnight } from './fixtures/midnight'
import { isStats, withEngine } from './fixtures/engine-stats'
import { patchAnswer } from './fixtures/patch-answer'
import { openDashboard } from './fixtures/dashboard'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const alertsCard = (page: Page, name: string | RegExp) => page.getByRole('region', { name })
/** the engine's view of a home whose routine is learned, with the person in and moving */
const MOVING = { learningDay: 8, asleep: false, quietMinutes: 5, quietLimitMinutes: 240 }

/** The real list, with the alert made a possible fall in the bathroom at high severity, its last movement at `lastMovementAt` */
const asPossibleFall = (id: string, lastMovementAt: string) =>
  patchAnswer((list: (SeededAlert & Record<string, unknown>)[]) =>
    list.map((a) =>
      a.id === id
        ? {
            ...a,
            severity: 'high',
            title: 'Possible fall in the bathroom',
            description: 'Last movement was in the bathroom 2 h 26 min ago and nothing since, anywhere.',
            metadata: { lastMovementAt, quietMinutes: 146, lastRoom: 'bathroom', source: 'engine' },
          }
        : a,
    ),
  )

test('never All Clear or Everything Looks Good while the alerts load or after they failed; Try again brings them back', async ({ browser }) => {
  await startClearOfMidnight()
  const circle = await newCircle('Lena')
  // a home with a sensor: one without is never called good anyway (no-sensors.spec.ts)
  const admin = await apiAsRole('admin')
  const hall = await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  // heard from: a sensor never heard from is not active, so not called good (decision 0124)
  await sendHubEvents(admin, circle.clientId, [{ deviceId: hall.deviceId, timestamp: minutesAgo(5), motionDetected: true }])
  await admin.dispose()
  const { context, page } = await browserAsClient(browser, circle)
  // a home whose routine is learned, as its figures say (a sensor never heard from is not called good,
  // and a home still learning is not either: weeks of history are not what this journey is about)
  await withEngine(page, MOVING)
  // held back: the card waits in a neutral state, and nothing is called good meanwhile
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(isAlertList, async (route) => {
    await held
    await route.continue()
  })
  await openDashboard(page, circle.name)
  await expect(alertsCard(page, 'Alerts').getByRole('status', { name: 'Loading alerts' })).toBeVisible()
  await expect(page.getByText('All Clear', { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('overall-status')).toHaveCount(0)
  await expect(page.getByTestId('header-badge')).toHaveCount(0)
  release()
  await expect(alertsCard(page, 'All Clear')).toBeVisible()
  await expect(page.getByTestId('overall-status')).toHaveText('Everything Looks Good')
  await expect(page.getByTestId('header-badge')).toHaveText('All Good')

  // the list cannot be read: said so, with Try again; the status is unknown, not good
  await page.unroute(isAlertList)
  let isDown = true
  await page.route(isAlertList, (route) => (isDown ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue()))
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200)
  await page.reload()
  await live
  const failed = alertsCard(page, 'Alerts could not be loaded')
  await expect(failed).toBeVisible()
  await expect(failed).toContainText('Please check your connection and try again.')
  await expect(page.getByText('All Clear', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Everything is Normal', { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('overall-status')).toHaveText('Status Unknown')
  await expect(page.getByTestId('overall-status')).toHaveAttribute('data-tone', 'grey')
  await expect(page.getByTestId('overall-status-text')).toHaveText('Alerts could not be loaded, so whether all is well is not known.')
  await expect(page.getByTestId('header-badge')).toHaveText('Monitoring')

  // an emergency is raised meanwhile: the day's count says so at once, the list still cannot be read
  await raiseEmergency(circle.api, circle.clientId)
  await expect(page.getByTestId('alerts-today')).toHaveText('1')
  await expect(page.getByTestId('overall-status')).toHaveText('Attention Needed')
  await expect(page.getByTestId('header-badge')).toHaveText('Attention Needed')
  await expect(failed).toBeVisible()
  // the list can be read again: Try again shows the emergency
  isDown = false
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(alertsCard(page, 'Urgent Attention Needed')).toBeVisible()
  await expect(page.getByTestId('header-badge')).toHaveText('Attention Needed')
  await context.close()
})

test('a critical alert raised before midnight and still open: Attention Needed, not All Good', async ({ browser }) => {
  const circle = await newCircle('Mira')
  await raiseEmergency(circle.api, circle.clientId)
  const { context, page } = await browserAsClient(browser, circle)
  // the day has turned since it was raised: today's count is 0, and the alert is still open
  await page.route(isStats, patchAnswer((stats: Record<string, unknown>) => ({ ...stats, alertsToday: 0 })))
  await page.goto('/')
  await expect(alertsCard(page, 'Urgent Attention Needed')).toBeVisible()
  await expect(page.getByTestId('alerts-today')).toHaveText('0')
  await expect(page.getByTestId('header-badge')).toHaveText('Attention Needed')
  await expect(page.getByTestId('header-badge')).toHaveAttribute('data-tone', 'red')
  await expect(page.getByTestId('overall-status')).toHaveText('Attention Needed')
  await expect(page.getByTestId('overall-status')).toHaveAttribute('data-tone', 'red')
  await expect(page.getByTestId('overall-status-text')).toHaveText('An urgent alert is open.')
  // a refetch still in flight when the context closes would fail its handler's route.fetch ('Response has been disposed')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.close()
})

test('a possible fall at high severity on a phone: urgent, Call Now and Check On Them (44 px), the quiet counted live', async ({ page }) => {
  const circle = await newCircle('Nell')
  const fall = await raiseEmergency(circle.api, circle.clientId)
  // the browser's clock starts at 05:53 (time flows on from there); the last movement was at 03:19 (the home is on UTC)
  await page.clock.install({ time: new Date('2026-03-10T05:53:00Z') })
  await page.route(isAlertList, asPossibleFall(fall.id, '2026-03-10T03:19:00Z'))
  await page.setViewportSize({ width: 375, height: 812 })
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/')
  const card = alertsCard(page, 'Urgent Attention Needed')
  await expect(card).toBeVisible()
  await expect(card).toContainText('Possible fall in the bathroom')
  await expect(card).toContainText('HIGH')
  for (const name of ['Call Now', 'Send Message', 'Check On Them']) {
    const box = await card.getByRole('button', { name }).boundingBox()
    expect(box?.height, `${name} is tall enough to tap`).toBeGreaterThanOrEqual(44)
  }
  const line = card.getByTestId('last-movement')
  await expect(line).toHaveText(/^No movement since 03:19 — 2 h 3\d min ago$/)
  const minutes = async () => Number(/2 h (\d+) min ago$/.exec((await line.textContent()) ?? '')?.[1])
  const before = await minutes()
  // a minute later the line has moved on by itself (a second real minute may have passed meanwhile)
  await page.clock.fastForward('01:00')
  await expect.poll(minutes).toBeGreaterThanOrEqual(before + 1)
  expect(await minutes()).toBeLessThanOrEqual(before + 2)
  await card.getByRole('button', { name: 'Check On Them' }).click()
  await expect(page.getByText('Initiating contact with your loved one...', { exact: true })).toBeVisible()

  // on a desktop the buttons keep their usual size
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect.poll(async () => (await card.getByRole('button', { name: 'Check On Them' }).boundingBox())?.height).toBe(36)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a screen reader hears of an alert that arrives on an open dashboard, once, and urgent ones at once', async ({ browser }) => {
  const circle = await newCircle('Orla')
  const { context, page } = await browserAsClient(browser, circle)
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200)
  await page.goto('/')
  // no sensors in the home: the card says No Alerts rather than All Clear
  await expect(alertsCard(page, 'No Alerts')).toBeVisible()
  await live
  const polite = page.getByTestId('new-alert-polite')
  const assertive = page.getByTestId('new-alert-assertive')
  await expect(polite).toHaveAttribute('aria-live', 'polite')
  await expect(assertive).toHaveAttribute('aria-live', 'assertive')
  await expect(assertive).toHaveText('')

  const admin = await apiAsRole('admin')
  const raised = await admin.post(`${baseURL()}/api/alerts/emergency?clientId=${circle.clientId}`)
  expect(raised.status()).toBe(201)
  await expect(alertsCard(page, 'Urgent Attention Needed')).toBeVisible()
  await expect(assertive).toHaveText('New alert: Emergency button pressed')
  await expect(polite).toHaveText('')
  // a later change to the same alert (someone responds) is not news again
  await admin.post(`${baseURL()}/api/alerts/${((await raised.json()) as { id: string }).id}/responses?clientId=${circle.clientId}`, { data: { action: 'check_on' } })
  await expect(alertsCard(page, 'Urgent Attention Needed')).toContainText('is checking on you')
  await expect(assertive).toHaveText('New alert: Emergency button pressed')
  // someone else closes it: the card reads the open alerts only (decision 0091), and still the reader hears who did
  await admin.put(`${baseURL()}/api/alerts/${((await raised.json()) as { id: string }).id}/resolve?clientId=${circle.clientId}`)
  await expect(alertsCard(page, 'No Alerts')).toBeVisible()
  await expect(polite).toHaveText('Alert closed: Emergency button pressed')
  await admin.dispose()
  await context.close()
})

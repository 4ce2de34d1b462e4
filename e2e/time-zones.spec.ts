// A home's times are shown on the home's clock, and say so to a viewer whose clock reads differently
// (decision 0020): a daughter in New York watching her mother's home in London.
import { expect as baseExpect, test } from '@playwright/test'
import { startClearOfHour, startClearOfMidnight } from './fixtures/midnight'
import { addSensor, apiAsRole, doorPassage, newCircle, raiseEmergency, roomForSensors, sendHubEvents, type Circle } from './fixtures/seed-circle'
import { openDashboard, openDashboardAs } from './fixtures/dashboard'

const expect = baseExpect.configure({ timeout: 15_000 })
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const HOME_ZONE = 'Europe/London'

const london = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: HOME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms)

/** The ticks under the activity grid: the London hours among the last 24 that are a multiple of 6 */
function londonTicks(now: number) {
  const ticks: string[] = []
  const current = now - (now % HOUR) // London's hours start on UTC hours
  for (let i = 23; i >= 0; i--) {
    const time = london(current - i * HOUR)
    if (Number(time.slice(0, 2)) % 6 === 0) ticks.push(time)
  }
  return ticks
}

/** A home in London: moved in the lounge at three times in the last hours, went out of the front door 4 h ago, pressed Emergency */
async function londonHomeOut(): Promise<{ circle: Circle; leftAt: number }> {
  const circle = await newCircle('Maud')
  const admin = await apiAsRole('admin')
  const zone = await admin.put(`/api/circle/time-zone?clientId=${circle.clientId}`, { data: { timeZone: HOME_ZONE } })
  expect(zone.ok(), `time zone: ${await zone.text()}`).toBe(true)
  await roomForSensors(admin, circle.clientId)
  const lounge = await addSensor(admin, circle.clientId, { name: 'Lounge sensor', location: 'Living Room' })
  const door = await addSensor(admin, circle.clientId, { name: 'Front door', location: 'Hallway', kind: 'door' })
  const leftAt = Math.floor((Date.now() - 245 * MINUTE) / MINUTE) * MINUTE
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: lounge.deviceId, timestamp: new Date(leftAt - 125 * MINUTE).toISOString(), motionDetected: true },
    { deviceId: lounge.deviceId, timestamp: new Date(leftAt - 65 * MINUTE).toISOString(), motionDetected: true },
    { deviceId: lounge.deviceId, timestamp: new Date(leftAt - 5 * MINUTE).toISOString(), motionDetected: true },
    ...doorPassage(door.deviceId, leftAt),
  ])
  await raiseEmergency(admin, circle.clientId)
  await admin.dispose()
  return { circle, leftAt }
}

test.describe('a viewer in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test("sees her mother's London home on London's clock, and is told it is London's", async ({ page }) => {
    // today's alerts count from London's midnight (23:00 UTC in summer) and the grid's hours are worked out
    // here from the test's clock: both are whole hours, so the journey starts clear of the next one
    await startClearOfHour()
    const { circle, leftAt } = await londonHomeOut()
    await openDashboardAs(page, 'support', circle)

    // when she went out: London's time, named (New York reads five hours earlier)
    await expect(page.getByTestId('last-activity')).toHaveText(new RegExp(`^Out since ([A-Z][a-z]{2} )?${london(leftAt)} London time$`))
    // today's alerts count from London's midnight, and say so
    await expect(page.getByTestId('alerts-today')).toHaveText('1')
    await expect(page.getByTestId('alerts-today-note')).toHaveText('Since midnight, London time')

    // the activity grid: London's hours under the squares, the three movements in the lounge's row
    const grid = page.getByRole('region', { name: 'Activity Patterns' })
    await expect(grid.locator('[data-sensor-row="Lounge sensor"]')).toContainText('3 motion events')
    await expect(grid.getByTestId('activity-hours').locator('span')).toHaveText(londonTicks(Date.now()))
    await expect(grid.getByTestId('activity-hours-note')).toHaveText(
      'Each square is one hour, oldest on the left; darker means more movement. Hours are London time.',
    )
    const lastSquare = grid.locator('[data-sensor-row="Lounge sensor"] [role="img"] span').last()
    await expect(lastSquare).toHaveAttribute('title', new RegExp(`^[A-Z][a-z]{2} ${london(Date.now() - (Date.now() % HOUR))}: 0$`))

    // the Alerts page: Today's Alerts from London's midnight, said under the count
    await page.goto('/alerts')
    const stats = page.getByRole('region', { name: 'Alert statistics' })
    await expect(stats.locator('[data-stat="today"]')).toHaveText('1')
    await expect(stats.locator('[data-stat-note="today"]')).toHaveText('Since midnight, London time')
  })
})

test.describe('someone signed in from New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('has their own clock told to the server, so that news that can wait waits for their morning (decision 0038)', async ({ page }) => {
    const circle = await newCircle('Nell')
    await page.context().addCookies((await circle.api.storageState()).cookies)
    await openDashboard(page, circle.name)
    await expect.poll(async () => ((await (await page.request.get('/api/auth/user')).json()) as { browserTimeZone: string | null }).browserTimeZone).toBe('America/New_York')
  })
})

test.describe('a viewer in New York, when the home is given its right time zone elsewhere', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('sees the open dashboard move to London time without reloading', async ({ page }) => {
    // the grid's hours are worked out here from the test's clock
    await startClearOfHour()
    const { circle } = await londonHomeOut()
    const admin = await apiAsRole('admin')
    // the home set to New York by mistake: the same clock as hers, so nothing is named
    expect((await admin.put(`/api/circle/time-zone?clientId=${circle.clientId}`, { data: { timeZone: 'America/New_York' } })).ok()).toBe(true)
    await openDashboardAs(page, 'support', circle)
    await expect(page.getByTestId('activity-hours-note')).toHaveText('Each square is one hour, oldest on the left; darker means more movement.')
    await expect(page.getByTestId('last-activity')).not.toContainText('London time')

    // a carer puts it right from another browser
    expect((await admin.put(`/api/circle/time-zone?clientId=${circle.clientId}`, { data: { timeZone: HOME_ZONE } })).ok()).toBe(true)
    await admin.dispose()
    await expect(page.getByTestId('activity-hours-note')).toHaveText(
      'Each square is one hour, oldest on the left; darker means more movement. Hours are London time.',
    )
    await expect(page.getByTestId('last-activity')).toContainText('London time')
    await expect(page.getByRole('region', { name: 'Activity Patterns' }).getByTestId('activity-hours').locator('span')).toHaveText(londonTicks(Date.now()))
  })
})

test.describe('a viewer in London', () => {
  test.use({ timezoneId: HOME_ZONE })

  test('sees the same home with nothing added: her clock is the home’s', async ({ page }) => {
    // today's alerts count from London's midnight: 23:00 UTC in summer
    await startClearOfMidnight(undefined, HOME_ZONE)
    const { circle, leftAt } = await londonHomeOut()
    await openDashboardAs(page, 'support', circle)
    await expect(page.getByTestId('last-activity')).toHaveText(new RegExp(`^Out since ([A-Z][a-z]{2} )?${london(leftAt)}$`))
    await expect(page.getByTestId('alerts-today')).toHaveText('1')
    await expect(page.getByTestId('alerts-today-note')).toHaveCount(0)
    await expect(page.getByTestId('activity-hours-note')).toHaveText('Each square is one hour, oldest on the left; darker means more movement.')
  })
})

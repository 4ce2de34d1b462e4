// A support agent with many homes, on her phone at 200 % text, scans the home picker for who needs her: beside
// each home's open alerts, which homes are still learning their routine (only a long silence alerts there yet) and
// who is out, in words, without opening each home (decision 0104); the All homes list says the same on an alert's card.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { homeOptions, homeSearch, circlePicker } from './fixtures/circle-picker'
import { textSize } from './fixtures/large-text'
import { addSensor, apiAsRole, doorPassage, manyCircles, minutesAgo, newCircle, raiseEmergency, roomForSensors, sendHubEvents } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())

const MINUTE = 60_000
const LEARNING_DAY_3 = 'Learning the routine: day 3 of 7, only a long silence alerts yet'

/** Whether the page is wider than the phone */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test('among many homes, the picker says which are learning (day 3 of 7) and who is out since when, and All homes says it on the card', async ({ page }) => {
  const lastName = `Glance${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
  const learner = await newCircle('Lena', lastName)
  const outside = await newCircle('Otis', lastName)
  // the rest of the agent's list: homes with no sensors yet, which say neither
  const others = await manyCircles(['Ada', 'Bea', 'Cy', 'Dot', 'Eve', 'Flo', 'Gus', 'Hal', 'Ivo', 'Jo'], lastName)
  const admin = await apiAsRole('admin')
  // Lena's lounge sensor first reported two days ago: the third day of her learning week
  await roomForSensors(admin, learner.clientId)
  const lounge = await addSensor(admin, learner.clientId, { name: 'Lounge sensor', location: 'Living Room' })
  await sendHubEvents(admin, learner.clientId, [
    { deviceId: lounge.deviceId, timestamp: minutesAgo(2 * 24 * 60), motionDetected: true },
    { deviceId: lounge.deviceId, timestamp: minutesAgo(3), motionDetected: true },
  ])
  // Otis moved in the hall and went out of the front door 40 minutes ago, nothing inside since; he pressed his button on the way
  await roomForSensors(admin, outside.clientId)
  const hall = await addSensor(admin, outside.clientId, { name: 'Hall sensor', location: 'Hallway' })
  const door = await addSensor(admin, outside.clientId, { name: 'Front door', location: 'Hallway', kind: 'door' })
  const leftAt = Math.floor((Date.now() - 40 * MINUTE) / MINUTE) * MINUTE
  await sendHubEvents(admin, outside.clientId, [
    { deviceId: hall.deviceId, timestamp: new Date(leftAt - 5 * MINUTE).toISOString(), motionDetected: true },
    ...doorPassage(door.deviceId, leftAt),
  ])
  await raiseEmergency(outside.api, outside.clientId)
  const circles = (await (await admin.get('/api/circles')).json()) as { clientId: string; timeZone: string; isOut?: boolean; learningDay?: number | null }[]
  const timeZone = circles.find((c) => c.clientId === outside.clientId)?.timeZone ?? 'UTC'
  // the engine looks every 2 s in the e2e server: its look is what the list says
  await expect
    .poll(async () => {
      const listed = (await (await admin.get('/api/circles')).json()) as typeof circles
      return [listed.find((c) => c.clientId === learner.clientId)?.learningDay, listed.find((c) => c.clientId === outside.clientId)?.isOut]
    }, { message: "the engine's look at both homes", timeout: 30_000 })
    .toEqual([3, true])
  await admin.dispose()
  await Promise.all([learner.api.dispose(), outside.api.dispose()])
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(leftAt + 15_000)

  await textSize(page, 200)
  await login(page, 'support')
  await circlePicker(page).tap()
  await homeSearch(page).fill(lastName)
  await expect(homeOptions(page)).toHaveCount(2 + others.length)

  const lena = homeOptions(page, learner.name)
  const otis = homeOptions(page, outside.name)
  await expect(lena.getByTestId('home-glance')).toHaveText(LEARNING_DAY_3)
  // learning too (his first day), and out since the door shut behind him
  // his first report under an hour ago: day 2 when that was before midnight (the home's clock is UTC)
  await expect(otis.getByTestId('home-glance')).toContainText(/Learning the routine: day [12] of 7/)
  await expect(otis.locator('[data-glance="out"]')).toHaveText(new RegExp(`^Out since ([A-Z][a-z]{2} )?${time}$`))
  // a home with no sensors says neither
  await expect(homeOptions(page, others[0]!.name).getByTestId('home-glance')).toHaveCount(0)
  // read out with the row (its name), not by colour: the words are the row's own
  await expect(lena).toHaveAccessibleName(new RegExp(LEARNING_DAY_3))
  // at 200 % on a 390 px phone: the words wrap within the row, nothing reaches past the screen
  for (const row of [lena, otis]) {
    const rowBox = (await row.boundingBox())!
    for (const line of await row.locator('[data-glance]').all()) {
      const box = (await line.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(rowBox.x - 0.5)
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(rowBox.x + rowBox.width, 390) + 0.5)
    }
  }
  expect(await scrollsSideways(page), 'the page does not scroll sideways').toBe(false)
  await page.keyboard.press('Escape')

  // All homes: Otis's alert's card says he is out, and since when
  await page.goto('/alerts?view=all')
  await page.getByPlaceholder('Search alerts...').fill(lastName)
  const card = page.getByRole('region', { name: 'Open alerts of every home' }).getByRole('article').filter({ hasText: outside.email })
  await expect(card).toHaveCount(1)
  await expect(card.locator('[data-glance="out"]')).toHaveText(new RegExp(`^Out since ([A-Z][a-z]{2} )?${time}$`))
  expect(await scrollsSideways(page), 'All homes does not scroll sideways').toBe(false)
})

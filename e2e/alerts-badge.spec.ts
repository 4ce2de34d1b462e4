// The sidebar's Alerts badge as a carer of two homes sees it: the active alerts of the home on
// screen, following the picker, a resolution on /alerts and the live stream. The journey resolves
// alerts, so each attempt has a Robin and parents of its own (seededForAttempt) and fits Mabel's home
// itself: a retry starts from two alerts again.
import { test, type Page } from '@playwright/test'
import { SEEDED, SEEDED_FACTS } from './fixtures/accounts'
import { EMERGENCY, LIVE_MS, card, expect, tab } from './fixtures/alerts-page'
import {
  apiAs,
  apiAsRole,
  engineAlerts,
  findSeededCircle,
  listAlerts,
  quietHomeWithLowBattery,
  raiseEmergency,
  resolveAlert,
  seededForAttempt,
  signInAs,
  watchCircle,
} from './fixtures/seed-circle'
import { pickCircle } from './fixtures/circle-picker'

test.beforeEach(() => test.slow())

const fullName = (who: { firstName: string; lastName: string }) => `${who.firstName} ${who.lastName}`

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const alertsLink = (page: Page) => nav(page).getByRole('link', { name: /^Alerts/ })
const badge = (page: Page) => nav(page).getByTestId('alerts-badge')
const otherHomes = (page: Page) => page.getByTestId('other-homes-alerts')

/** The badge shows `count` and says it in words; at zero there is none */
async function expectBadge(page: Page, count: number, timeout?: number) {
  if (count === 0) {
    await expect(badge(page)).toHaveCount(0, { timeout })
    await expect(alertsLink(page)).toHaveAccessibleName('Alerts')
    return
  }
  await expect(badge(page)).toHaveText(String(count), { timeout })
  await expect(alertsLink(page)).toHaveAccessibleName(`Alerts ${count} active alert${count === 1 ? '' : 's'}`)
}

test("Robin's badge counts the active alerts of the home she is looking at, and follows resolutions", async ({ page }) => {
  const people = { robin: seededForAttempt(SEEDED.robin), mabel: seededForAttempt(SEEDED.mabel), otto: seededForAttempt(SEEDED.otto) }
  const [MABEL, OTTO] = [fullName(people.mabel), fullName(people.otto)]
  const admin = await apiAsRole('admin')
  const mabel = await findSeededCircle(admin, people.mabel)
  const otto = await findSeededCircle(admin, people.otto)
  // staff fit Mabel's home: 13 hours without movement in the bedroom, the kitchen sensor's battery low
  await quietHomeWithLowBattery(admin, mabel)
  await admin.dispose()
  const robin = await apiAs(people.robin.email)
  // the engine's two alerts, as Robin sees them
  const raised = await engineAlerts(robin, mabel, ['inactivity', 'sensor_offline'])
  const active = async (clientId: string) => (await listAlerts(robin, clientId)).filter((a) => !a.isResolved).length
  expect(await active(mabel)).toBe(2)
  expect(await active(otto)).toBe(0)

  await watchCircle(page, mabel)
  // the page's clock is ours to move: the picker's half-minute read comes at once (it runs on as usual till then)
  await page.clock.install()
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200)
  await signInAs(page, people.robin)
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${MABEL}` })).toBeVisible()
  await expectBadge(page, 2)
  await live

  // an emergency raised elsewhere counts at once
  await raiseEmergency(robin, mabel)
  expect(await active(mabel)).toBe(3)
  await expectBadge(page, 3, LIVE_MS)

  // the badge is about the home on screen: Otto's has no alert, so no badge
  await pickCircle(page, OTTO)
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${OTTO}` })).toBeVisible()
  await expectBadge(page, 0)
  // ...but beside the picker she is told that her other home, Mabel's, has open alerts, one of them urgent
  await expect(otherHomes(page)).toHaveText('+11 other home has open alerts')
  await expect(otherHomes(page)).toHaveAttribute('data-urgent', 'true')
  await pickCircle(page, MABEL)
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${MABEL}` })).toBeVisible()
  await expectBadge(page, 3)
  await expect(otherHomes(page)).toHaveCount(0)

  // resolved on /alerts: one fewer, the same number as the page's own count
  await alertsLink(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await card(page, EMERGENCY).getByRole('button', { name: 'Resolve' }).click()
  await page.getByRole('alertdialog', { name: 'Resolve this alert?' }).getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(tab(page, /^Active Alerts \(2\)$/)).toBeVisible()
  await expectBadge(page, 2)

  // resolved by someone else: the live stream brings the badge down too
  const quiet = raised.find((a) => a.title === SEEDED_FACTS.inactivityTitle && !a.isResolved)
  expect(quiet, 'the inactivity alert').toBeDefined()
  await resolveAlert(robin, mabel, quiet!.id)
  await expectBadge(page, 1, LIVE_MS)
  expect(await active(mabel)).toBe(1)
  await expect(tab(page, /^Active Alerts \(1\)$/)).toBeVisible()

  // Otto presses Emergency while she looks at Mabel's home: no stream of this page follows his, and
  // within the picker's half-minute read she is told, without a reload
  await raiseEmergency(robin, otto)
  await page.clock.runFor('00:31')
  await expect(otherHomes(page)).toHaveText('+11 other home has open alerts', { timeout: 5_000 })
  await robin.dispose()
})

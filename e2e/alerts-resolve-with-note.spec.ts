// An alert that resolves in one tap (less activity than usual) can be resolved with a note too, on a
// phone (decision 0076): 'Resolve with a note' beside Resolve opens Resolve's question with its box,
// focus in it; Resolve itself stays one tap. On All homes as on one home's page.
import { test, type Page } from '@playwright/test'
import { ACCOUNTS } from './fixtures/accounts'
import { EMERGENCY, PATTERN, card, expect, openAlertsAsStaff, tab } from './fixtures/alerts-page'
import { quieterLatelyHistory } from './fixtures/seed-database'
import { addSensor, apiAsRole, engineAlerts, listAlerts, newCircle, raiseEmergency, sendHubEvents, type Circle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.beforeEach(() => test.slow())

const NOTE = 'Rang him: a late night watching the football, all fine'
const ask = (page: Page) => page.getByRole('alertdialog', { name: 'Resolve this alert?' })
const box = (page: Page) => ask(page).getByRole('textbox', { name: 'What happened? (optional)' })
const support = `${ACCOUNTS.support.firstName} ${ACCOUNTS.support.lastName}`

/** A new home with three weeks of a living-room sensor, quieter lately: the engine's low pattern change */
async function quieterHome(firstName: string) {
  const home = await newCircle(firstName)
  const staff = await apiAsRole('support')
  const sensor = await addSensor(staff, home.clientId, { name: 'Living room sensor', location: 'Living Room' })
  await sendHubEvents(staff, home.clientId, quieterLatelyHistory(sensor.deviceId, new Date()))
  const alerts = await engineAlerts(staff, home.clientId, ['pattern_change'])
  await staff.dispose()
  return { home, pattern: alerts.find((a) => a.type === 'pattern_change' && !a.isResolved)! }
}

/** What the alert's resolver wrote, as the server keeps it */
const noteOf = async (home: Circle, id: string) => {
  const alert = (await listAlerts(home.api, home.clientId)).find((a) => a.id === id) as { metadata?: { resolutionNote?: string } | null } | undefined
  return alert?.metadata?.resolutionNote
}

test("on a phone, support resolves a home's pattern change from All homes with a note, and an emergency's question has the box too", async ({ page }) => {
  const { home, pattern } = await quieterHome('Arlo')
  await raiseEmergency(home.api, home.clientId)
  await signInAt(page, 'support', '/alerts?view=all')
  await page.getByPlaceholder('Search alerts...').fill(home.lastName)
  const list = page.getByRole('region', { name: 'Open alerts of every home' })
  await expect(list.getByRole('article')).toHaveCount(2)

  // the emergency asks, as on one home's page, now with the box; focus on Cancel
  const emergency = list.getByRole('article').filter({ hasText: EMERGENCY })
  await emergency.getByRole('button', { name: 'Resolve', exact: true }).tap()
  await expect(box(page)).toBeVisible()
  await expect(ask(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
  await ask(page).getByRole('button', { name: 'Cancel' }).tap()

  // the pattern change: Resolve would close it at once; with a note, the question, focus in the box
  const low = list.getByRole('article').filter({ hasText: PATTERN })
  const withNote = low.getByRole('button', { name: 'Resolve with a note' })
  await expect(low.getByRole('button')).toHaveText(['Resolve with a note', 'Resolve'])
  const at = (await withNote.boundingBox())!
  expect(at.height).toBeGreaterThanOrEqual(44)
  expect(at.x + at.width).toBeLessThanOrEqual(390)
  await withNote.tap()
  await expect(ask(page)).toContainText(PATTERN)
  await expect(ask(page).getByTestId('resolve-home')).toContainText(home.name)
  await expect(box(page)).toBeFocused()
  // changed their mind: nothing resolved, back on the button
  await ask(page).getByRole('button', { name: 'Cancel' }).tap()
  await expect(withNote).toBeFocused()
  await expect(low).toHaveCount(1)

  await withNote.tap()
  await expect(box(page)).toBeFocused()
  await page.keyboard.type(NOTE)
  await ask(page).getByRole('button', { name: 'Resolve Alert' }).tap()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(low).toHaveCount(0)
  expect(await noteOf(home, pattern.id)).toBe(NOTE)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test("on a phone, one home's pattern change still resolves in one tap, or with a note shown on its resolved card", async ({ page }) => {
  const first = await quieterHome('Bram')
  await openAlertsAsStaff(page, 'support', first.home.clientId)
  // one tap: no question, resolved, no note
  await card(page, PATTERN).getByRole('button', { name: 'Resolve', exact: true }).tap()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(ask(page)).toHaveCount(0)
  await expect(card(page, PATTERN)).toHaveCount(0)
  expect(await noteOf(first.home, first.pattern.id)).toBeUndefined()

  // another home's page, through the address an e-mail's link uses
  const second = await quieterHome('Cleo')
  await page.goto(`/alerts?home=${second.home.clientId}`)
  await card(page, PATTERN).getByRole('button', { name: 'Resolve with a note' }).tap()
  await expect(box(page)).toBeFocused()
  await expect(box(page)).toHaveAccessibleDescription('Everyone in the care circle will see it, with the alert.')
  await page.keyboard.type(NOTE)
  await ask(page).getByRole('button', { name: 'Resolve Alert' }).tap()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await tab(page, /^Resolved Alerts/).tap()
  await expect(card(page, PATTERN).getByTestId('resolution-note')).toHaveText(`${support} wrote: ${NOTE}`)
})

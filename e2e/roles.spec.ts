// The three screens as the people of a care circle live in them: Dana, carer in her mother Harper's
// circle; Harper, the client; a support agent who watches Harper's and Jordan's homes. In order: what
// Dana does, Harper then sees. Dana resolves an alert and writes a note, so each attempt has a Dana
// and a Harper of their own (seededForAttempt) and fits Harper's home first; Jordan's weeks of history
// are seeded at start (accounts.ts SEEDED) and only read.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { PHONE_MESSAGE } from '../contracts/profile'
import { SEEDED, SEEDED_FACTS, type SeededPerson } from './fixtures/accounts'
import { addNote, apiAs, apiAsRole, findSeededCircle, quietHomeWithLowBattery, seededForAttempt, signInAs, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { circlePicker, pickCircle } from './fixtures/circle-picker'
import { dashboardHeading, alertsCard } from './fixtures/dashboard'
import { runAxe } from './fixtures/axe'
import { sidewaysPx } from './fixtures/sideways'

// the machine is shared and slow: pages get time to load; what must be live keeps its 2 s
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ mode: 'serial' })
test.beforeEach(() => test.slow())

const LIVE_MS = 2_000
const fullName = (who: SeededPerson) => `${who.firstName} ${who.lastName}`
const JORDAN = fullName(SEEDED.jordan)
const DANA_PHONE = '+44 7700 900456'
const DANA_NOTE = 'Dana: dropped off the shopping and checked the heating.'
const { inactivityTitle: INACTIVITY, batteryTitle: BATTERY, patternTitle: PATTERN, harperNotes, jordanNote } = SEEDED_FACTS

const alertCard = (page: Page, title: string) => page.getByRole('article', { name: title })
const notes = (page: Page) => page.getByRole('list', { name: 'Care notes' }).getByRole('article')
const noteWith = (page: Page, text: string) => notes(page).filter({ hasText: text })
const person = (dialog: Locator, name: string) => dialog.getByRole('listitem').filter({ hasText: name })

/** This attempt's Harper and Dana, and Harper's circle */
let people: { harper: SeededPerson; dana: SeededPerson }
let harperId: string
let HARPER: string
let DANA: string

test.beforeAll(async () => {
  test.slow()
  people = { harper: seededForAttempt(SEEDED.harper), dana: seededForAttempt(SEEDED.dana) }
  HARPER = fullName(people.harper)
  DANA = fullName(people.dana)
  // staff fit Harper's home: 13 hours without movement in the bedroom, the kitchen sensor's battery low
  const admin = await apiAsRole('admin')
  harperId = await findSeededCircle(admin, people.harper)
  await quietHomeWithLowBattery(admin, harperId)
  await admin.dispose()
  // her phone number for Quick Contact, and Dana's notes: one shared, one private
  const own = await apiAs(people.harper.email)
  const saved = await own.patch('/api/me/contact', { data: { phone: SEEDED_FACTS.harperPhone } })
  expect(saved.ok(), `Harper's phone: ${saved.status()}`).toBe(true)
  await own.dispose()
  const carer = await apiAs(people.dana.email)
  await addNote(carer, harperId, { category: 'family_update', content: harperNotes.shared })
  await addNote(carer, harperId, { category: 'personal_note', content: harperNotes.private, isPrivate: true })
  await carer.dispose()
})

async function goTo(page: Page, entry: 'Dashboard' | 'Alerts' | 'Care Notes' | 'Sensors', heading: string | RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: entry, exact: entry !== 'Alerts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test("Dana, carer in Harper's circle: the dashboard, her own phone number, Check On Them, an alert resolved and a note added", async ({ browser }) => {
  // two people's browsers, a phone's Quick Contact with axe and a resolve: it took 59 s of a 60 s budget on a loaded runner
  test.setTimeout(150_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAs(page, people.dana)
  await expect(dashboardHeading(page, HARPER)).toBeVisible()
  // one circle: nothing to pick
  await expect(circlePicker(page)).toHaveCount(0)
  // the engine's alerts from the home's history: 13 hours without movement, a kitchen battery at 12 %
  await expect(alertsCard(page)).toContainText(INACTIVITY)
  await expect(alertsCard(page)).toContainText(BATTERY)
  await expect(alertsCard(page).getByText('Notifications', { exact: true })).toBeVisible()
  await expect(page.getByTestId('sensor-count')).toHaveText('2/2 sensors active')
  await expect(page.getByTestId('last-activity')).toContainText('Extended quiet')

  // Harper, who watches her own dashboard, sees who is checking on her without a reload
  const harper = await browser.newContext()
  const harperPage = await harper.newPage()
  await signInAs(harperPage, people.harper)
  await expect(alertsCard(harperPage)).toContainText(INACTIVITY)
  const live = harperPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200)
  await harperPage.reload()
  await live
  // her card shown again after the reload, so the 2 s below time the live word alone (CI at f4831719: the card itself
  // not yet back within them on a loaded runner)
  await expect(alertsCard(harperPage)).toContainText(INACTIVITY)
  const quiet = alertsCard(page).getByRole('listitem').filter({ hasText: INACTIVITY })
  await quiet.getByRole('button', { name: 'Check On Them' }).click()
  await expect(page.getByText('Initiating contact with your loved one...', { exact: true })).toBeVisible()
  await expect(quiet).toContainText('You are checking on them')
  await expect(alertsCard(harperPage)).toContainText(`${DANA} is checking on you`, { timeout: LIVE_MS })
  await harper.close()

  // Quick Contact on a phone: Harper's number and e-mail as big links; Dana adds her own number
  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('button', { name: 'Quick Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Contact' })
  const call = dialog.getByRole('link', { name: `Call ${HARPER}` })
  await expect(call).toHaveAttribute('href', 'tel:+447700900123')
  await expect(dialog.getByRole('link', { name: `E-mail ${HARPER}` })).toHaveAttribute('href', `mailto:${people.harper.email}`)
  expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  const own = person(dialog, `${DANA} (you)`)
  await expect(own).toContainText(SEEDED_FACTS.danaRelationship)
  await own.getByRole('button', { name: 'Add your phone number' }).click()
  const input = own.getByLabel('Your phone number')
  await expect(input).toBeFocused()
  await input.fill('call me maybe')
  await own.getByRole('button', { name: 'Save Number' }).click()
  await expect(own.getByText(PHONE_MESSAGE)).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await input.fill(DANA_PHONE)
  await own.getByRole('button', { name: 'Save Number' }).click()
  await expect(page.getByText('Phone Number Saved', { exact: true })).toBeVisible()
  await expect(own).toContainText(DANA_PHONE)
  // focus returns to the button that opened the form
  await expect(own.getByRole('button', { name: 'Change your phone number' })).toBeFocused()
  expect(await sidewaysPx(page)).toBeLessThanOrEqual(0)
  const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] })
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.setViewportSize({ width: 1280, height: 800 })

  // Alerts: Harper's, with who is on them; Dana resolves the quiet one
  await goTo(page, 'Alerts', 'Alert Management')
  await expect(alertCard(page, BATTERY)).toContainText('Kitchen sensor · Kitchen')
  await expect(alertCard(page, INACTIVITY)).toContainText('You are checking on them')
  await alertCard(page, INACTIVITY).getByRole('button', { name: 'Resolve' }).click()
  // about someone who may not be moving: asked first
  await page.getByRole('alertdialog', { name: 'Resolve this alert?' }).getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^Active Alerts \(1\)$/ })).toBeVisible()
  await page.getByRole('tab', { name: /^Resolved Alerts \(1\)$/ }).click()
  await expect(alertCard(page, INACTIVITY)).toContainText(`Resolved by ${DANA}`)

  // Care notes: Harper's, her own private one too; she adds one, may edit, may not delete
  await goTo(page, 'Care Notes', 'Care Notes')
  await expect(noteWith(page, harperNotes.shared)).toBeVisible()
  await expect(noteWith(page, harperNotes.private).getByText('Private', { exact: true })).toBeVisible()
  await expect(page.getByText(jordanNote)).toHaveCount(0)
  await page.getByRole('button', { name: 'Add Note' }).click()
  const form = page.getByRole('dialog', { name: 'Add Care Note' })
  await form.getByLabel('Note').fill(DANA_NOTE)
  await form.getByRole('button', { name: 'Add Note' }).click()
  await expect(page.getByText('Note Added', { exact: true })).toBeVisible()
  const added = noteWith(page, DANA_NOTE)
  await expect(added.getByRole('heading', { name: DANA })).toBeVisible()
  await expect(added).toContainText('DH')
  await added.getByRole('button', { name: `Actions for the note by ${DANA}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Edit Note' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete Note' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await context.close()
})

test('Harper, the client: her own circle, Dana\'s number, what Dana did, and no Add Note, Delete Note or Add Sensor', async ({ page }) => {
  await signInAs(page, people.harper)
  await expect(dashboardHeading(page, HARPER)).toBeVisible()
  await expect(circlePicker(page)).toHaveCount(0)
  // a client does not simulate motion
  await expect(page.getByRole('button', { name: 'Simulate Motion' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Quick Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Contact' })
  await expect(dialog.getByRole('link', { name: `Call ${DANA}` })).toHaveAttribute('href', 'tel:+447700900456')
  await expect(dialog.getByRole('link', { name: `E-mail ${DANA}` })).toHaveAttribute('href', `mailto:${people.dana.email}`)
  const own = person(dialog, `${HARPER} (you)`)
  await expect(own).toContainText(SEEDED_FACTS.harperPhone)
  await expect(own.getByRole('button', { name: 'Change your phone number' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: `Call ${HARPER}` })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await goTo(page, 'Alerts', 'Alert Management')
  await expect(alertCard(page, BATTERY)).toBeVisible()
  // one home: no line saying whose
  await expect(page.getByTestId('whose-home')).toHaveCount(0)
  await expect(page.getByRole('tab', { name: /^Active Alerts \(1\)$/ })).toBeVisible()
  await page.getByRole('tab', { name: /^Resolved Alerts \(1\)$/ }).click()
  await expect(alertCard(page, INACTIVITY)).toContainText(`Resolved by ${DANA}`)

  await goTo(page, 'Care Notes', 'Care Notes')
  await expect(noteWith(page, DANA_NOTE)).toBeVisible()
  await expect(noteWith(page, harperNotes.shared)).toBeVisible()
  // Dana's private note is hers and staff's
  await expect(page.getByText(harperNotes.private)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Actions for the note by/ })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Delete Note' })).toHaveCount(0)

  await goTo(page, 'Sensors', 'Sensor Management')
  await expect(page.getByText('Bedroom sensor', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Sensor' })).toHaveCount(0)
})

test("a support agent switches between Harper's and Jordan's circles: each shows its own alerts and notes, never the other's", async ({ page }) => {
  const support = await apiAsRole('support')
  await findSeededCircle(support, SEEDED.jordan)
  await support.dispose()
  await watchCircle(page, harperId)
  await login(page, 'support')
  await expect(dashboardHeading(page, HARPER)).toBeVisible()

  await goTo(page, 'Alerts', 'Alert Management')
  await expect(alertCard(page, BATTERY)).toBeVisible()
  await expect(alertCard(page, PATTERN)).toHaveCount(0)
  // the page says whose home it is, under its title (the picker may cut the name short on a phone)
  await expect(page.getByTestId('whose-home')).toContainText(HARPER)
  await pickCircle(page, JORDAN)
  await expect(page.getByTestId('whose-home')).toContainText(JORDAN)
  await expect(alertCard(page, PATTERN)).toBeVisible()
  await expect(alertCard(page, BATTERY)).toHaveCount(0)
  await page.getByRole('tab', { name: /^Resolved Alerts/ }).click()
  await expect(alertCard(page, INACTIVITY)).toHaveCount(0)

  await goTo(page, 'Care Notes', 'Care Notes')
  await expect(page.getByTestId('whose-home')).toContainText(JORDAN)
  await expect(noteWith(page, jordanNote)).toBeVisible()
  await expect(notes(page)).toHaveCount(1)
  await pickCircle(page, HARPER)
  await expect(noteWith(page, harperNotes.shared)).toBeVisible()
  // staff see private notes, and may delete
  await expect(noteWith(page, harperNotes.private).getByText('Private', { exact: true })).toBeVisible()
  await expect(page.getByText(jordanNote)).toHaveCount(0)
  await noteWith(page, harperNotes.shared).getByRole('button', { name: /^Actions for the note by/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete Note' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click()
  await expect(dashboardHeading(page, HARPER)).toBeVisible()
  await pickCircle(page, JORDAN)
  await expect(dashboardHeading(page, JORDAN)).toBeVisible()
  await expect(alertsCard(page)).toContainText(PATTERN)
  await expect(alertsCard(page)).not.toContainText(BATTERY)
  // the insights read the same weeks of history
  await page.getByRole('tab', { name: 'Behavioral Patterns' }).click()
  await expect(page.getByRole('tabpanel').getByText('less activity', { exact: true })).toBeVisible()
})

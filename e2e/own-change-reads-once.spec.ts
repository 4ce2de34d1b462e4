// A person's own change reads each list once (decision 0135). The tab reads again what it changed once the server
// answers, and the live stream's word of the same change reached the tab too and read it all a second time: adding,
// editing or deleting a care note read the notes twice, Contact on an alert read the alerts twice, and Emergency
// the top bar's summary, the open alerts and the dashboard's figures twice. Someone else's change still comes live.
import { expect, test, type Page } from '@playwright/test'
import { noteWith, openNotesAsStaff } from './fixtures/care-notes'
import { keepStreams } from './fixtures/event-streams'
import { addNote, apiAsRole, newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.beforeEach(() => test.slow())

/** the live stream batches its events for 150 ms (live.ts), then reads: a second read comes well within this */
const SETTLE_MS = 2_500

const openStreams = (page: Page) => page.evaluate(() => (window.streamsMade ?? []).filter((s) => s.readyState === EventSource.OPEN).length)

/** The page's reads of each path (not the live stream), from now on */
function countReads(page: Page) {
  const counts = new Map<string, number>()
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (req.method() === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/live')) counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1)
  })
  return { of: (path: string) => counts.get(path) ?? 0, reset: () => counts.clear() }
}

async function settled(page: Page) {
  await page.waitForTimeout(SETTLE_MS)
}

async function chooseCategory(page: Page, label: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Category').click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

test('adding, editing and deleting a care note reads the notes once each; a note someone else adds still comes live', async ({ page }) => {
  const circle = await newCircle('Nell')
  await keepStreams(page)
  await openNotesAsStaff(page, 'support', circle.clientId)
  await expect(page.getByRole('button', { name: 'Add First Note' })).toBeVisible()
  await expect.poll(() => openStreams(page)).toBe(1)
  await page.waitForTimeout(1_000)
  const reads = countReads(page)

  await page.getByRole('button', { name: 'Add First Note' }).click()
  await chooseCategory(page, 'Health Check')
  await page.getByRole('dialog', { name: 'Add Care Note' }).getByLabel('Note').fill('Ate all her lunch.')
  await page.getByRole('dialog', { name: 'Add Care Note' }).getByRole('button', { name: 'Add Note' }).click()
  await expect(noteWith(page, 'Ate all her lunch.')).toBeVisible()
  await settled(page)
  expect.soft(reads.of('/api/care-notes'), 'the notes, read after adding one').toBe(1)

  reads.reset()
  await noteWith(page, 'Ate all her lunch.').getByRole('button', { name: /^Actions for the note by/ }).click()
  await page.getByRole('menuitem', { name: 'Edit Note' }).click()
  await page.getByRole('dialog', { name: 'Edit Care Note' }).getByLabel('Note').fill('Ate all her lunch and a pudding.')
  await page.getByRole('dialog', { name: 'Edit Care Note' }).getByRole('button', { name: 'Save Changes' }).click()
  await expect(noteWith(page, 'and a pudding')).toBeVisible()
  await settled(page)
  expect.soft(reads.of('/api/care-notes'), 'the notes, read after editing one').toBe(1)

  reads.reset()
  await noteWith(page, 'and a pudding').getByRole('button', { name: /^Actions for the note by/ }).click()
  await page.getByRole('menuitem', { name: 'Delete Note' }).click()
  await page.getByRole('alertdialog', { name: 'Delete Care Note' }).getByRole('button', { name: 'Delete Note' }).click()
  await expect(noteWith(page, 'and a pudding')).toHaveCount(0)
  await settled(page)
  expect.soft(reads.of('/api/care-notes'), 'the notes, read after deleting one').toBe(1)

  // someone else's note (an admin, signed in elsewhere) comes live, read once
  reads.reset()
  const admin = await apiAsRole('admin')
  await addNote(admin, circle.clientId, { content: 'Walked to the shop with Ann.' })
  await admin.dispose()
  await expect(noteWith(page, 'Walked to the shop with Ann.')).toBeVisible({ timeout: 5_000 })
  await settled(page)
  expect.soft(reads.of('/api/care-notes'), "the notes, read after someone else's note").toBe(1)
})

test("Contact on an alert reads the alerts once, Emergency the summary, open alerts and figures once; someone else's alert still comes live", async ({ page }) => {
  const circle = await newCircle('Olive')
  await raiseEmergency(circle.api, circle.clientId)
  await keepStreams(page)
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/alerts')
  const card = page.getByRole('article').filter({ hasText: 'Emergency button pressed' })
  await expect(card).toHaveCount(1)
  await expect.poll(() => openStreams(page)).toBe(1)
  await page.waitForTimeout(1_000)
  const reads = countReads(page)

  // Contact on the Alerts page's card
  await card.getByRole('button', { name: 'Contact', exact: true }).click()
  await expect(page.getByText('Contact Initiated', { exact: true }).first()).toBeVisible()
  await settled(page)
  expect.soft(reads.of('/api/alerts'), 'the alerts, read after Contact').toBe(1)

  // Emergency on the dashboard (already open: the same alert, escalated or not, read once)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Emergency', exact: true })).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => openStreams(page)).toBe(1)
  await page.waitForTimeout(1_500)
  // resolved elsewhere first, so this press raises a new alert and the stream says so
  const open = (await (await circle.api.get(`/api/alerts?clientId=${circle.clientId}`)).json()) as { id: string; isResolved: boolean }[]
  for (const alert of open.filter((a) => !a.isResolved)) await circle.api.put(`/api/alerts/${alert.id}/resolve?clientId=${circle.clientId}`)
  await settled(page)
  reads.reset()
  await page.getByRole('button', { name: 'Emergency', exact: true }).click()
  await page.getByRole('alertdialog', { name: 'Raise an emergency alert?' }).getByRole('button', { name: 'Send Emergency Alert' }).click()
  await expect(page.getByText('Emergency Alert Sent', { exact: true }).first()).toBeVisible()
  await settled(page)
  expect.soft(
    { summary: reads.of('/api/alerts/summary'), open: reads.of('/api/alerts'), stats: reads.of('/api/dashboard/stats') },
    'read after Emergency',
  ).toEqual({ summary: 1, open: 1, stats: 1 })

  // someone else's change comes live: the person watched resolves it in her own browser
  reads.reset()
  const raised = (await (await circle.api.get(`/api/alerts?clientId=${circle.clientId}`)).json()) as { id: string; isResolved: boolean }[]
  for (const alert of raised.filter((a) => !a.isResolved)) await circle.api.put(`/api/alerts/${alert.id}/resolve?clientId=${circle.clientId}`)
  await settled(page)
  expect.soft({ summary: reads.of('/api/alerts/summary'), stats: reads.of('/api/dashboard/stats') }, "read after someone else's resolve").toEqual({ summary: 1, stats: 1 })
})

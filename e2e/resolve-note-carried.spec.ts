// At 2 a.m. on her phone, text at 200 %, she resolves an emergency and writes in Resolve's question what happened.
// The page then asked 'Anything to write down for the others?' and its Add Care Note opened an empty note: what she
// had just written for the others was to be typed again, on a phone, half asleep. Now the offer says her words are
// there, and the note opens with them in it (the alert's title first, so the note reads on its own), to send as it is.
// Without words in the question the offer is as before, and the note starts empty. Either way the note starts in the
// category of the alert (an emergency's is an Emergency), not as SPEC.md's default Health Check.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { EMERGENCY, emergencyFromLinkAtLargeText } from './fixtures/alerts-page'
import { noteWith } from './fixtures/care-notes'
import { toast } from './fixtures/toast'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())

const noteDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Care Note' })
const offerOf = (page: Page) => page.getByRole('region', { name: 'Care note on the resolved alert' })

async function resolveFromLink(page: Page, note?: string) {
  const alert = await emergencyFromLinkAtLargeText(page)
  await alert.getByRole('button', { name: 'Resolve', exact: true }).tap()
  const question = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  if (note) await question.getByLabel('What happened? (optional)').fill(note)
  await question.getByRole('button', { name: 'Resolve Alert' }).tap()
  await expect(toast(page, 'Alert Resolved')).toBeVisible()
}

test('what she wrote when resolving is in the care note the offer opens, ready to send', async ({ page }) => {
  const words = 'Rang Mum: she pressed it by mistake, all fine.'
  await resolveFromLink(page, words)
  const offer = offerOf(page)
  await expect(offer).toContainText(`Resolved: ${EMERGENCY}. Keep what you wrote as a care note too?`)
  await offer.getByRole('link', { name: 'Add Care Note' }).tap()
  const field = noteDialog(page).getByLabel('Note')
  await expect(field).toBeFocused()
  await expect(field).toHaveValue(`${EMERGENCY}: ${words}`)
  // a note on an emergency is an Emergency, not SPEC.md's default Health Check
  await expect(noteDialog(page).getByLabel('Category')).toHaveText('Emergency')
  await noteDialog(page).getByRole('button', { name: 'Add Note' }).tap()
  await expect(noteWith(page, words)).toBeVisible()
  await expect(noteWith(page, words).locator('[data-category="emergency"]')).toHaveText('Emergency')
  // sent, it is gone: the next Add Note starts empty, a Health Check
  await page.getByRole('button', { name: 'Add Note' }).tap()
  await expect(noteDialog(page).getByLabel('Note')).toHaveValue('')
  await expect(noteDialog(page).getByLabel('Category')).toHaveText('Health Check')
})

test('with nothing written when resolving, the offer asks as before and the note starts empty', async ({ page }) => {
  await resolveFromLink(page)
  const offer = offerOf(page)
  await expect(offer).toContainText(`Resolved: ${EMERGENCY}. Anything to write down for the others?`)
  await offer.getByRole('link', { name: 'Add Care Note' }).tap()
  await expect(noteDialog(page).getByLabel('Note')).toBeFocused()
  await expect(noteDialog(page).getByLabel('Note')).toHaveValue('')
  await expect(noteDialog(page).getByLabel('Category')).toHaveText('Emergency')
})

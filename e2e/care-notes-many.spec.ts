// A home written about daily: Care Notes shows the newest notes first and the rest on request, while
// its counts and its search still cover every note.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { addNote, apiAsRole, newCircle } from './fixtures/seed-circle'
import { openNotesAsStaff } from './fixtures/care-notes'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const stat = (page: Page, key: 'total') => page.getByRole('region', { name: 'Care note statistics' }).locator(`[data-stat="${key}"]`)
const notes = (page: Page) => page.getByRole('list', { name: 'Care notes' }).getByRole('article')

test('a home written about daily shows its newest 50 notes, and Show more brings the rest; the counts and a search cover every note', async ({ page }) => {
  const circle = await newCircle('Winona')
  const staff = await apiAsRole('support')
  // written oldest first, so 'Day 61' is the newest
  for (let day = 1; day <= 61; day++) await addNote(staff, circle.clientId, { content: `Day ${day}: a good day.` })
  await staff.dispose()
  await openNotesAsStaff(page, 'support', circle.clientId)

  await expect(notes(page)).toHaveCount(50)
  await expect(notes(page).first()).toContainText('Day 61: a good day.')
  await expect(stat(page, 'total')).toHaveText('61')
  await expect(page.getByText('Showing the newest 50 of 61 notes.', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Show 11 more' }).click()
  await expect(notes(page)).toHaveCount(61)
  await expect(notes(page).last()).toContainText('Day 1: a good day.')
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0)

  // a search looks through every note, and starts again from the newest
  await page.getByPlaceholder('Search notes by content or author...').fill('Day 1')
  await expect(notes(page)).toHaveCount(11)
  await page.getByPlaceholder('Search notes by content or author...').fill('')
  await expect(notes(page)).toHaveCount(50)
})

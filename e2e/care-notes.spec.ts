import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { addNote, apiAsRole, browserAsClient, newCircle, watchCircle } from './fixtures/seed-circle'
import { noteWith, openNotesAsStaff } from './fixtures/care-notes'
import { signInAt } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const DELETE_TEXT = 'Are you sure you want to delete this care note? This action cannot be undone.'

const stat = (page: Page, key: 'total' | 'thisWeek' | 'healthChecks' | 'emergencies') =>
  page.getByRole('region', { name: 'Care note statistics' }).locator(`[data-stat="${key}"]`)
const notes = (page: Page) => page.getByRole('list', { name: 'Care notes' }).getByRole('article')
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true })

async function expectStats(page: Page, counts: [number, number, number, number]) {
  for (const [i, key] of (['total', 'thisWeek', 'healthChecks', 'emergencies'] as const).entries()) {
    await expect(stat(page, key)).toHaveText(String(counts[i]))
  }
}

async function chooseCategory(dialog: Locator, label: string) {
  await dialog.getByLabel('Category').click()
  await dialog.page().getByRole('option', { name: label, exact: true }).click()
}

async function openMenu(note: Locator, item: 'Edit Note' | 'Delete Note') {
  await note.getByRole('button', { name: /^Actions for the note by/ }).click()
  await note.page().getByRole('menuitem', { name: item }).click()
}

test('support adds a note with validation, edits it into a private emergency, and deletes it', async ({ page }) => {
  const circle = await newCircle()
  await page.route((url) => url.pathname === '/api/care-notes', async (route) => {
    if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1_500))
    await route.continue()
  })
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/care-notes')
  await expect(page.getByTestId('note-skeleton')).toHaveCount(5)
  await expect(page.getByText('No care notes yet', { exact: true })).toBeVisible()
  await expect(page.getByTestId('note-skeleton')).toHaveCount(0)
  await expectStats(page, [0, 0, 0, 0])
  for (const label of ['Total Notes', 'This Week', 'Health Checks', 'Emergencies']) {
    await expect(page.getByRole('region', { name: 'Care note statistics' }).getByText(label, { exact: true })).toBeVisible()
  }

  // Add First Note opens the form: Health Check by default, content required, at most 1000 characters
  await page.getByRole('button', { name: 'Add First Note' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Care Note' })
  await expect(dialog.getByLabel('Category')).toHaveText('Health Check')
  await expect(dialog.getByRole('switch', { name: 'Private' })).toHaveAttribute('aria-checked', 'false')
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  await expect(dialog.getByText('Note content is required', { exact: true })).toBeVisible()
  await dialog.getByLabel('Note').fill('x'.repeat(1001))
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  await expect(dialog.getByText('Note content too long', { exact: true })).toBeVisible()
  await dialog.getByLabel('Note').fill('Blood pressure 120/80, in good spirits.')
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  await expect(toastText(page, 'Note Added')).toBeVisible()
  await expect(dialog).toBeHidden()

  const note = noteWith(page, 'Blood pressure 120/80')
  await expect(note).toContainText('SS')
  await expect(note.getByRole('heading', { name: 'Sky Support' })).toBeVisible()
  await expect(note).toContainText('Just now')
  await expect(note.locator('[data-category="health_check"]')).toHaveText('Health Check')
  await expect(note.getByText('Private', { exact: true })).toHaveCount(0)
  await expect(note.locator('[data-note-edited]')).toHaveCount(0)
  await expectStats(page, [1, 1, 1, 0])

  // Edit Note opens the filled form and saves through PUT
  await openMenu(note, 'Edit Note')
  const edit = page.getByRole('dialog', { name: 'Edit Care Note' })
  await expect(edit.getByLabel('Note')).toHaveValue('Blood pressure 120/80, in good spirits.')
  await expect(edit.getByLabel('Category')).toHaveText('Health Check')
  await chooseCategory(edit, 'Emergency')
  await edit.getByLabel('Note').fill('Blood pressure 160/95 after a fall; GP called.')
  await edit.getByRole('switch', { name: 'Private' }).click()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(edit).toBeHidden()
  const edited = noteWith(page, 'Blood pressure 160/95')
  await expect(edited.locator('[data-category="emergency"]')).toHaveText('Emergency')
  await expect(edited.getByText('Private', { exact: true })).toBeVisible()
  // changed after it was written: it says so, by whom and when
  await expect(edited.locator('[data-note-edited]')).toHaveText('Edited by Sky Support · Just now')
  await expect(notes(page)).toHaveCount(1)
  await expectStats(page, [1, 1, 0, 1])

  // Delete Note asks first; Cancel keeps it
  await openMenu(edited, 'Delete Note')
  const confirm = page.getByRole('alertdialog', { name: 'Delete Care Note' })
  await expect(confirm).toContainText(DELETE_TEXT)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(edited).toBeVisible()
  await openMenu(edited, 'Delete Note')
  await confirm.getByRole('button', { name: 'Delete Note' }).click()
  await expect(toastText(page, 'Note Deleted')).toBeVisible()
  await expect(toastText(page, 'The care note has been successfully deleted.')).toBeVisible()
  await expect(page.getByText('No care notes yet', { exact: true })).toBeVisible()
  await expectStats(page, [0, 0, 0, 0])
})

test('search by content or author, the category filter and the stat cards', async ({ page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  const support = await apiAsRole('support')
  await addNote(admin, circle.clientId, { category: 'medication', content: 'Evening tablets taken with dinner.' })
  await addNote(admin, circle.clientId, { category: 'health_check', content: 'Walked to the shop and back.' })
  await addNote(support, circle.clientId, { category: 'emergency', content: 'Pendant pressed by mistake, all fine.' })
  await addNote(support, circle.clientId, { category: 'family_update', content: 'Daughter visiting on Sunday.' })

  await openNotesAsStaff(page, 'admin', circle.clientId)
  await expect(notes(page)).toHaveCount(4)
  await expectStats(page, [4, 4, 1, 1])
  await expect(page.getByLabel('Filter by category').locator('option')).toHaveText([
    'All Categories',
    'Health Check',
    'Medication',
    'Emergency',
    'System Alert',
    'Personal Note',
    'Family Update',
  ])

  const search = page.getByPlaceholder('Search notes by content or author...')
  await search.fill('TABLETS')
  await expect(notes(page)).toHaveCount(1)
  await expect(notes(page)).toContainText('Evening tablets')
  await search.fill('sky support')
  await expect(notes(page)).toHaveCount(2)
  await search.fill('avery')
  await expect(notes(page)).toHaveCount(2)
  await page.getByLabel('Filter by category').selectOption('Health Check')
  await expect(notes(page)).toHaveCount(1)
  await expect(notes(page)).toContainText('Walked to the shop')
  await search.fill('zebra')
  await expect(page.getByText('No matching notes found', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add First Note' })).toHaveCount(0)
  await search.fill('')
  await page.getByLabel('Filter by category').selectOption('All Categories')
  await expect(notes(page)).toHaveCount(4)
  // the counts never follow the filters
  await expectStats(page, [4, 4, 1, 1])
})

test('a private note is seen by its author and staff, not by the client; the client cannot add or change notes', async ({ browser, page }) => {
  const circle = await newCircle()
  const support = await apiAsRole('support')
  await addNote(support, circle.clientId, { category: 'personal_note', content: 'Seems low since the anniversary.', isPrivate: true })
  await addNote(support, circle.clientId, { category: 'medication', content: 'New prescription collected.' })

  // the author
  await openNotesAsStaff(page, 'support', circle.clientId)
  await expect(noteWith(page, 'Seems low').getByText('Private', { exact: true })).toBeVisible()
  await expect(notes(page)).toHaveCount(2)

  // another member of staff
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await openNotesAsStaff(adminPage, 'admin', circle.clientId)
  await expect(noteWith(adminPage, 'Seems low').getByText('Private', { exact: true })).toBeVisible()
  await adminContext.close()

  // the client: only the shared note, and no way to add, edit or delete
  const client = await browserAsClient(browser, circle)
  await client.page.goto('/care-notes')
  await expect(noteWith(client.page, 'New prescription collected.')).toBeVisible()
  await expect(client.page.getByText('Seems low')).toHaveCount(0)
  await expect(notes(client.page)).toHaveCount(1)
  await expectStats(client.page, [1, 1, 0, 0])
  await expect(client.page.getByRole('button', { name: 'Add Note' })).toHaveCount(0)
  await expect(client.page.getByRole('button', { name: /^Actions for the note by/ })).toHaveCount(0)
  await client.context.close()
})

test('an empty circle offers the client no Add First Note; a carer in no circle is told so', async ({ browser, page }) => {
  const circle = await newCircle()
  const client = await browserAsClient(browser, circle)
  await client.page.goto('/care-notes')
  await expect(client.page.getByText('No care notes yet', { exact: true })).toBeVisible()
  await expect(client.page.getByRole('button', { name: 'Add First Note' })).toHaveCount(0)
  await client.context.close()

  await signInAt(page, 'carer', '/care-notes')
  await expect(page.getByRole('heading', { level: 1, name: 'Care Notes' })).toBeVisible()
  await expect(page.getByText('You are not part of a care circle yet, so there are no care notes to show.')).toBeVisible()
})

test('ages switch to a short date after 7 days', async ({ page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  // its date as the server wrote it (a clock read here after the answer can be past midnight already)
  const note = (await addNote(admin, circle.clientId, { content: 'Written a while ago.' })) as { id: string; createdAt: string }
  const written = new Date(note.createdAt)
  // the browser's clock runs 8 days ahead: the note is now more than a week old
  await page.clock.setFixedTime(new Date(written.getTime() + 8 * 86_400_000))
  await openNotesAsStaff(page, 'admin', circle.clientId)
  const shortDate = written.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
  await expect(noteWith(page, 'Written a while ago.').locator('time')).toHaveText(new RegExp(`^${shortDate}(, \\d{4})?$`))
  await expectStats(page, [1, 0, 1, 0])
})

test('when the connection drops: the error toasts for adding and deleting, and the note stays; Escape closes the form under its toast', async ({ page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  await addNote(admin, circle.clientId, { content: 'Kept safe through a dropped connection.' })
  await openNotesAsStaff(page, 'support', circle.clientId)
  await expect(notes(page)).toHaveCount(1)
  // every change to a note fails as a lost connection would; reads still work
  await page.route(
    (url) => url.pathname.startsWith('/api/care-notes'),
    (route) => (route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected')),
  )

  await page.getByRole('button', { name: 'Add Note' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Care Note' })
  await dialog.getByLabel('Note').fill('This one cannot be saved.')
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  await expect(toastText(page, 'Failed to add care note. Please try again.')).toBeVisible()
  // the form stays open with what was typed
  await expect(dialog.getByLabel('Note')).toHaveValue('This one cannot be saved.')
  // the error toast came after the form opened, above it: Escape still closes the form, and the toast stays to be read
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(toastText(page, 'Failed to add care note. Please try again.')).toBeVisible()

  await openMenu(noteWith(page, 'Kept safe'), 'Delete Note')
  await page.getByRole('alertdialog', { name: 'Delete Care Note' }).getByRole('button', { name: 'Delete Note' }).click()
  await expect(toastText(page, 'Failed to delete care note. Please try again.')).toBeVisible()
  await expect(toastText(page, 'Error').first()).toBeVisible()
  await expect(noteWith(page, 'Kept safe')).toBeVisible()
  await admin.dispose()
})

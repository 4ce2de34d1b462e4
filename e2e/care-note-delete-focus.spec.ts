// Deleting a care note by keyboard sends focus on to the next note's actions button (else the one before, else the
// page's heading), not to the heading at the top of the page, from where she tabbed past Add Note, the search, the
// category and the stat cards again for each wrong note she removed. On a slow connection the list is read again
// well after the dialog has shut: a dialog she opened meanwhile (the next note's Delete, after an Edit she left by
// Escape while it saved) is not shut by the earlier one's late close. A delete that fails keeps the note, and focus on its button;
// one that fails late, when she is in the next note's Delete by then, says so and leaves focus in that dialog.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { addNote, apiAsRole, newCircle } from './fixtures/seed-circle'
import { noteWith, openNotesAsStaff } from './fixtures/care-notes'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** what has focus: its label (else its tag), and the words of the note it belongs to, if any */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    const label = el?.getAttribute('aria-label') ?? el?.tagName ?? 'nothing'
    const note = el?.closest('article')?.querySelector('p.whitespace-pre-wrap')?.textContent
    return note ? `${label} | ${note}` : `${label} | ${el?.textContent ?? ''}`
  })
const actionsOf = (words: string) => `Actions for the note by Avery Admin | ${words}`
const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete Care Note' })

/** from the note's focused actions button, by keyboard: its menu, then Delete Note (the last item) */
async function openDelete(page: Page) {
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Delete Note' })).toBeVisible()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitem', { name: 'Delete Note' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(confirmDialog(page)).toBeVisible()
}

/** `openDelete`, then Delete Note in the dialog */
async function deleteByKeyboard(page: Page) {
  await openDelete(page)
  // focus starts on Cancel
  await page.keyboard.press('Tab')
  await expect(confirmDialog(page).getByRole('button', { name: 'Delete Note' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(confirmDialog(page)).toHaveCount(0)
}

test('support removes wrong notes in turn by keyboard, on a slow connection: focus goes on to the next note', async ({ page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  // newest first on the page: Fourth, Third, Second, First
  const words = ['First: tea at four.', 'Second: wrong home, ignore.', 'Third: also wrong.', 'Fourth: slept well.'] as const
  for (const content of words) await addNote(admin, circle.clientId, { content })
  await admin.dispose()
  await openNotesAsStaff(page, 'support', circle.clientId)
  const list = page.getByRole('list', { name: 'Care notes' }).getByRole('article')
  await expect(list).toHaveCount(4)

  // Tab from the top of the page to the Third note's actions
  await page.getByRole('heading', { level: 1, name: 'Care Notes' }).focus()
  for (let i = 0; i < 40 && (await focused(page)) !== actionsOf(words[2]); i++) await page.keyboard.press('Tab')
  expect(await focused(page)).toBe(actionsOf(words[2]))

  // a delete that fails (the connection lost, so at once) keeps the note: focus back on its own button
  const failing = (url: URL) => url.pathname.startsWith('/api/care-notes/')
  await page.route(failing, (route) => (route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.fallback()))
  await deleteByKeyboard(page)
  await expect(page.getByText('Failed to delete care note. Please try again.', { exact: true })).toBeVisible()
  await expect.poll(() => focused(page)).toBe(actionsOf(words[2]))
  await page.unroute(failing)

  // the note list read again slowly after each change
  const notesRead = (url: URL) => url.pathname === '/api/care-notes'
  await page.route(notesRead, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.fallback()
  })

  // Third goes: focus on the next note's (Second's) button, at once, though Third is still shown until the list is read again
  let reread = page.waitForResponse((res) => notesRead(new URL(res.url())) && res.request().method() === 'GET')
  await deleteByKeyboard(page)
  await expect.poll(() => focused(page)).toBe(actionsOf(words[1]))
  // and she goes on at once: Second's Delete, opened while Third's list is still being read again, stays open after it
  await openDelete(page)
  await reread
  // (behind the open dialog, the page is hidden from the accessibility tree: found by tag)
  await expect(page.locator('article', { hasText: words[2] })).toHaveCount(0)
  await expect(confirmDialog(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(confirmDialog(page).getByRole('button', { name: 'Delete Note' })).toBeFocused()
  reread = page.waitForResponse((res) => notesRead(new URL(res.url())) && res.request().method() === 'GET')
  await page.keyboard.press('Enter')
  await expect(confirmDialog(page)).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(actionsOf(words[0]))
  await reread
  await expect(list).toHaveCount(2)

  // an Edit left by Escape while it saves, then First's Delete: the Edit's late close leaves the Delete open
  const fourthActions = noteWith(page, words[3]).getByRole('button', { name: /^Actions for the note by/ })
  await fourthActions.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Edit Note' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Care Note' })
  await edit.getByLabel('Note').fill('Fourth: slept well, up at seven.')
  reread = page.waitForResponse((res) => notesRead(new URL(res.url())) && res.request().method() === 'GET')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(edit.getByRole('button', { name: 'Saving...' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(edit).toHaveCount(0)
  await noteWith(page, words[0]).getByRole('button', { name: /^Actions for the note by/ }).focus()
  await openDelete(page)
  await reread
  await expect(page.locator('article', { hasText: 'up at seven' })).toHaveCount(1)
  await expect(confirmDialog(page)).toBeVisible()
  await page.unroute(notesRead)

  // First, the last of the list, goes: focus on the one before it (Fourth's)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(confirmDialog(page)).toHaveCount(0)
  await expect(list).toHaveCount(1)
  await expect.poll(() => focused(page)).toBe(actionsOf('Fourth: slept well, up at seven.'))

  // the only one left goes: focus on the page's heading, which says where she is
  await deleteByKeyboard(page)
  await expect(page.getByText('No care notes yet', { exact: true })).toBeVisible()
  await expect.poll(() => focused(page)).toBe('H1 | Care Notes')
  await circle.api.dispose()
})

test("a delete that fails late, while the next note's Delete is open: focus stays in that dialog, and the failure is told", async ({ page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  // newest first on the page: Third, Second, First
  const words = ['First: tea at four.', 'Second: wrong home, ignore.', 'Third: wrong home too.'] as const
  for (const content of words) await addNote(admin, circle.clientId, { content })
  await admin.dispose()
  await openNotesAsStaff(page, 'support', circle.clientId)
  await expect(page.getByRole('list', { name: 'Care notes' }).getByRole('article')).toHaveCount(3)

  // the server answers Third's delete late, and with an error
  let answer = () => undefined as void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const deletes = (url: URL) => url.pathname.startsWith('/api/care-notes/')
  await page.route(deletes, async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback()
    await answered
    await route.fulfill({ status: 500, json: { message: 'Internal server error' } })
  })

  await noteWith(page, words[2]).getByRole('button', { name: /^Actions for the note by/ }).focus()
  await deleteByKeyboard(page)
  await expect.poll(() => focused(page)).toBe(actionsOf(words[1]))
  // she goes on at once to Second's Delete, its question open (focus on its Cancel) when Third's failure comes
  await openDelete(page)
  await expect(confirmDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
  // every move of focus from now on, even one the dialog undoes at once (a screen reader says each: 'Actions for the note
  // by …', then 'Cancel' again, and her place is lost)
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { focusSeen: string[] }).focusSeen = seen
    const name = (el: EventTarget | null) => (el instanceof HTMLElement ? `${el.closest('[role="alertdialog"]') ? 'in the dialog' : 'behind it'}: ${el.getAttribute('aria-label') ?? el.textContent}` : 'nothing')
    document.addEventListener('focusout', (event) => void seen.push(`from ${name(event.target)} to ${name(event.relatedTarget)}`), true)
  })
  answer()
  await expect(page.getByText('Failed to delete care note. Please try again.', { exact: true })).toBeVisible()
  // (time for a late move of focus to come)
  await page.waitForTimeout(1_000)
  await expect(confirmDialog(page)).toBeVisible()
  await expect(confirmDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)).toEqual([])
  // Third is still there; Cancel closes Second's question and focus goes back to Second's button
  await expect(page.locator('article', { hasText: words[2] })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(confirmDialog(page)).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(actionsOf(words[1]))
  await page.unroute(deletes)
  await circle.api.dispose()
})

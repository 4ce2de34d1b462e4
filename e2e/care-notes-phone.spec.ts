// Care Notes on a phone, by keyboard alone: no sideways scroll, a note added from Tab to Enter, its menu,
// and no serious accessibility violation.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { addNote, apiAsRole, newCircle } from './fixtures/seed-circle'
import { noteWith, openNotesAsStaff } from './fixtures/care-notes'
import { runAxe } from './fixtures/axe'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const notes = (page: Page) => page.getByRole('list', { name: 'Care notes' }).getByRole('article')
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true })

test('on a phone: no sideways scroll, a note added by keyboard alone, no serious accessibility violation', async ({ page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  await addNote(admin, circle.clientId, { category: 'medication', content: 'Morning tablets taken.', isPrivate: true })
  await openNotesAsStaff(page, 'support', circle.clientId)
  // signed in at desktop width (Sign Out sits in the drawer on a phone), then the phone
  await page.setViewportSize({ width: 375, height: 812 })
  await page.reload()
  await expect(notes(page)).toHaveCount(1)
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth === document.documentElement.clientWidth)
  expect(await noSidewaysScroll()).toBe(true)

  const axe = async () => {
    const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] })
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
  }
  expect(await axe()).toEqual([])

  // keyboard only: Tab to Add Note, fill the form, choose a category with the arrow keys, submit with Enter
  const add = page.getByRole('button', { name: 'Add Note' })
  for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(add).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add Care Note' })
  await expect(dialog).toBeVisible()
  expect(await axe()).toEqual([])
  // a new note opens with the cursor in the note, where she starts; the category is one Shift+Tab back
  await expect(dialog.getByLabel('Note')).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByLabel('Category')).toBeFocused()
  await page.keyboard.press('Enter')
  // each key once the list has taken the one before: pressed at once, on a loaded runner the arrow went
  // before the list held focus, and Enter chose Health Check (CI on fa4cf35, passed on retry)
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option', { name: 'Health Check' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(listbox.getByRole('option', { name: 'Medication' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Category')).toHaveText('Medication')
  // the closing list hands the focus back to the field a moment after the choice shows: Tab before then went
  // nowhere on a loaded runner (a clean CI run, passed on retry)
  await expect(dialog.getByLabel('Category')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Note')).toBeFocused()
  await page.keyboard.type('Evening tablets taken too.')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('switch', { name: 'Private' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('switch', { name: 'Private' })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Add Note' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toastText(page, 'Note Added')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()
  await expect(noteWith(page, 'Evening tablets taken too.').getByText('Private', { exact: true })).toBeVisible()
  expect(await noSidewaysScroll()).toBe(true)

  // the note's menu by keyboard: Escape returns focus to its button
  const menu = noteWith(page, 'Evening tablets').getByRole('button', { name: /^Actions for the note by/ })
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Edit Note' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeFocused()
})

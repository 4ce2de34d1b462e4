// A half-written care note is not lost to a stray key: a new note closed by Escape or a tap outside
// stays as a draft for the home; Cancel and saving let it go
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { newCircle } from './fixtures/seed-circle'
import { noteWith, openNotesAsStaff } from './fixtures/care-notes'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const toastText = (page: Page, text: string) => page.getByText(text, { exact: true })

test('a new note closed by Escape or a tap outside is still there at the next Add Note; Cancel and saving let it go', async ({ page }) => {
  const circle = await newCircle()
  await openNotesAsStaff(page, 'support', circle.clientId)
  const dialog = page.getByRole('dialog', { name: 'Add Care Note' })
  const open = async () => {
    await page.getByRole('button', { name: /^Add (First )?Note$/ }).first().click()
    await expect(dialog).toBeVisible()
  }

  await open()
  await dialog.getByLabel('Category').click()
  await page.getByRole('option', { name: 'Medication', exact: true }).click()
  await dialog.getByLabel('Note').fill('Morning tablets taken late, around 11')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await open()
  await expect(dialog.getByLabel('Note')).toHaveValue('Morning tablets taken late, around 11')
  await expect(dialog.getByLabel('Category')).toHaveText('Medication')

  // a tap outside keeps it too
  await dialog.getByLabel('Note').fill('Morning tablets taken late, around 11:30')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await open()
  await expect(dialog.getByLabel('Note')).toHaveValue('Morning tablets taken late, around 11:30')

  // Cancel means it: the next note starts empty
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await open()
  await expect(dialog.getByLabel('Note')).toHaveValue('')
  await expect(dialog.getByLabel('Category')).toHaveText('Health Check')

  // saved: gone from the form, in the list
  await dialog.getByLabel('Note').fill('Walked to the shop and back')
  await page.keyboard.press('Escape')
  await open()
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  await expect(toastText(page, 'Note Added')).toBeVisible()
  await expect(noteWith(page, 'Walked to the shop and back')).toBeVisible()
  await open()
  await expect(dialog.getByLabel('Note')).toHaveValue('')
})

import { expect as baseExpect, test, type Page } from '@playwright/test'
import { addNote, apiAsRole, browserAsClient, newCircle } from './fixtures/seed-circle'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

const noteWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

test('the circle sees that someone changed a note after it was written, and who', async ({ browser }) => {
  const circle = await newCircle()
  const support = await apiAsRole('support')
  const admin = await apiAsRole('admin')
  const note = await addNote(admin, circle.clientId, { category: 'medication', content: 'Two tablets at breakfast.' })
  const res = await support.put(`/api/care-notes/${note.id}?clientId=${circle.clientId}`, {
    data: { category: 'medication', content: 'One tablet at breakfast.', isPrivate: false },
  })
  expect(res.status()).toBe(200)
  await addNote(admin, circle.clientId, { content: 'Never changed.' })

  const client = await browserAsClient(browser, circle)
  await client.page.goto('/care-notes')
  const changed = noteWith(client.page, 'One tablet at breakfast.')
  // still the author's note, marked with who changed it and when
  await expect(changed.getByRole('heading', { name: 'Avery Admin' })).toBeVisible()
  await expect(changed.locator('[data-note-edited]')).toHaveText('Edited by Sky Support · Just now')
  await expect(noteWith(client.page, 'Never changed.')).toBeVisible()
  await expect(noteWith(client.page, 'Never changed.').locator('[data-note-edited]')).toHaveCount(0)
  await client.context.close()
  await Promise.all([support.dispose(), admin.dispose()])
})

// In User Management a Delete User or Revoke Invitation shuts its dialog at once and sends focus on to the next row's
// button, from where she goes on. When the server answers late, and with an error, she may be in that next row's dialog
// by then: the failure is told (the toast), the row stays, and focus stays in the dialog she is in. It was pulled out
// from under that dialog to the first row's button behind it (and taken back by the dialog: her screen reader said
// both, and her place was lost).
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { apiAsRole, newCircle } from './fixtures/seed-circle'
import { signInAt, uniqueEmail } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** what has focus: its accessible label, else its text */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.textContent ?? 'nothing'
  })

/**
 * DELETEs to `path` wait until `answer()`, then fail with a 500 that carries no message of its own (so the page says its
 * own words for it)
 */
async function lateFailure(page: Page, path: string) {
  let answer = () => undefined as void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const deletes = (url: URL) => url.pathname.startsWith(path)
  await page.route(deletes, async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback()
    await answered
    await route.fulfill({ status: 500, json: {} })
  })
  return { answer, done: () => page.unroute(deletes) }
}

/** records every move of focus from now on, even one a dialog undoes at once (a screen reader says each) */
async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { focusSeen: string[] }).focusSeen = seen
    const name = (el: EventTarget | null) =>
      el instanceof HTMLElement ? `${el.closest('[role="alertdialog"]') ? 'in the dialog' : 'behind it'}: ${el.getAttribute('aria-label') ?? el.textContent}` : 'nothing'
    document.addEventListener('focusout', (event) => void seen.push(`from ${name(event.target)} to ${name(event.relatedTarget)}`), true)
  })
  return async () => page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)
}

/** the late failure told, and focus still on the open dialog's Cancel, never having left it */
async function failureToldInPlace(page: Page, dialog: ReturnType<Page['getByRole']>, message: string, movesOfFocus: () => Promise<string[]>) {
  await expect(page.getByText(message, { exact: true })).toBeVisible()
  // (time for a late move of focus to come)
  await page.waitForTimeout(1_000)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await movesOfFocus()).toEqual([])
}

test("a Delete User that fails late, while the next person's Delete User is open: focus stays in that dialog", async ({ page }) => {
  const lastName = `Late${Date.now().toString(36)}`
  const circles = [await newCircle('Ada', lastName), await newCircle('Bea', lastName), await newCircle('Cy', lastName)]
  await signInAt(page, 'admin', '/users')
  await page.getByPlaceholder('Search users by name or email...').fill(lastName)
  const rows = page.locator('tr[data-user-row]')
  await expect(rows).toHaveCount(3)
  // the names in the table's order, which the test does not assume
  const emails = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-user-email')))
  const [first = 'no first row', second = 'no second row'] = emails.map((email) => circles.find((c) => c.email === email)?.name ?? `unknown ${email}`)
  const actions = (name: string) => page.locator('tr[data-user-row]').getByRole('button', { name: `Actions for ${name}` })
  const dialog = page.getByRole('alertdialog', { name: 'Delete User' })
  /** from a row's focused actions button, by keyboard: its menu, then Delete User (the last item) */
  const openDelete = async () => {
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('End')
    await expect(page.getByRole('menuitem', { name: 'Delete User' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  }

  const server = await lateFailure(page, '/api/users/')
  await actions(first).focus()
  await openDelete()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`Actions for ${second}`)
  // she goes on at once to the second person's Delete User, its question open when the first one's failure comes
  await openDelete()
  await expect(dialog).toContainText(second)
  const movesOfFocus = await watchFocus(page)
  server.answer()
  await failureToldInPlace(page, dialog, 'Failed to delete user. Please try again.', movesOfFocus)
  await expect(dialog).toContainText(second)

  // the first person is still there (behind the dialog, hidden from the reader for now); Escape closes the second one's
  // question, focus back on their button
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: first })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`Actions for ${second}`)
  await server.done()
  for (const circle of circles) await circle.api.dispose()
})

test("a Revoke that fails late, while the next invitation's Revoke is open: focus stays in that dialog", async ({ page }) => {
  const circle = await newCircle('Ivy')
  const support = await apiAsRole('support')
  const emails = [uniqueEmail('late-a'), uniqueEmail('late-b'), uniqueEmail('late-c')] as const
  for (const email of emails) expect((await support.post('/api/invitations', { data: { email, role: 'carer', circleId: circle.clientId } })).status()).toBe(201)
  await support.dispose()
  await signInAt(page, 'support', '/users')
  const invitation = (email: string) => page.locator(`li[data-invitation-email="${email}"]`)
  const revokeOf = (email: string) => invitation(email).getByRole('button', { name: `Revoke invitation to ${email}` })
  for (const email of emails) await expect(invitation(email)).toBeVisible()
  const dialog = page.getByRole('alertdialog', { name: 'Revoke Invitation' })
  // the middle one of the three goes first: focus goes on to the invitation after it, one of these three
  const first = emails[1]
  const next = await invitation(first).evaluate((li) => (li.nextElementSibling ?? li.previousElementSibling)?.getAttribute('data-invitation-email') ?? '')
  expect(emails).toContain(next)

  const server = await lateFailure(page, '/api/invitations/')
  await revokeOf(first).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`Revoke invitation to ${next}`)
  // she goes on at once to the next one's Revoke, its question open when the first one's failure comes
  await page.keyboard.press('Enter')
  await expect(dialog).toContainText(next)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  const movesOfFocus = await watchFocus(page)
  server.answer()
  await failureToldInPlace(page, dialog, 'Failed to revoke the invitation. Please try again.', movesOfFocus)
  await expect(dialog).toContainText(next)

  // the first invitation is still there; Escape closes the next one's question, focus back on its Revoke
  await expect(invitation(first)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`Revoke invitation to ${next}`)
  await server.done()
  await circle.api.dispose()
})

// Deleting a person or revoking an invitation in User Management sends focus on to the next row's button, not back to
// the removed row's, which left with the row and dropped focus to the top of the page: a keyboard user deleting
// several people in turn tabbed through the whole page again after each one. A failed delete keeps the row and its
// button, where focus goes back.
import { expect, test, type Page } from '@playwright/test'
import { apiAsRole, newCircle } from './fixtures/seed-circle'
import { signInAt, uniqueEmail } from './fixtures/session'

test.beforeEach(() => test.slow())

/** what has focus: its accessible label, else its placeholder, else its tag; and whether it is in the table */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.getAttribute('placeholder') ?? el?.tagName ?? null
  })
const focusInTable = (page: Page) => page.evaluate(() => document.activeElement?.closest('tr') !== null)

test('an admin deletes people by keyboard and by mouse: focus goes on to the next row\'s actions button', async ({ page }) => {
  const lastName = `Focus${Date.now().toString(36)}`
  const circles = [await newCircle('Ada', lastName), await newCircle('Bea', lastName), await newCircle('Cy', lastName), await newCircle('Dot', lastName)]
  await signInAt(page, 'admin', '/users')
  await page.getByPlaceholder('Search users by name or email...').fill(lastName)
  const rows = page.locator('tr[data-user-row]')
  await expect(rows).toHaveCount(4)
  /** the names in the table's order, which the test does not assume */
  const order = async () => {
    const emails = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-user-email')))
    const names = emails.map((email) => circles.find((c) => c.email === email)?.name ?? `unknown ${email}`)
    return (i: number) => names[i] ?? `no row ${i}`
  }
  const actions = (name: string) => page.locator('tr[data-user-row]').getByRole('button', { name: `Actions for ${name}` })

  // a failed delete keeps the row: focus back on its own button
  let names = await order()
  await page.route('**/api/users/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'The server could not delete them just now.' } }) : route.fallback()))
  await actions(names(1)).click()
  await page.getByRole('menuitem', { name: 'Delete User' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByText('The server could not delete them just now.').first()).toBeVisible()
  await expect.poll(() => focused(page)).toBe(`Actions for ${names(1)}`)
  await page.unroute('**/api/users/*')

  // by keyboard: the second of four goes, focus on the third's button
  await actions(names(1)).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Delete User' })).toBeVisible()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitem', { name: 'Delete User' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(rows).toHaveCount(3)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`Actions for ${names(2)}`)
  expect(await focusInTable(page)).toBe(true)

  // by mouse: the last goes, focus on the one before it
  names = await order()
  await actions(names(2)).click()
  await page.getByRole('menuitem', { name: 'Delete User' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click()
  await expect(rows).toHaveCount(2)
  await expect.poll(() => focused(page)).toBe(`Actions for ${names(1)}`)
  expect(await focusInTable(page)).toBe(true)

  // by mouse: the first goes, focus on the next. The delete's work ends only once the homes are read again (slow here):
  // the next one's Delete User, opened before that, stays open when it does
  const circlesRead = '**/api/circles'
  await page.route(circlesRead, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.fallback()
  })
  await actions(names(0)).click()
  await page.getByRole('menuitem', { name: 'Delete User' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click()
  const slowRead = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/circles')
  await expect(rows).toHaveCount(1)
  await expect.poll(() => focused(page)).toBe(`Actions for ${names(1)}`)

  // the last of the list, at once by keyboard: focus on the search box, where she looks for the next one. Each key
  // waits for the menu to answer the one before (CI under load: End came before the menu opened, and Enter then
  // chose its first item, so no Delete User dialog came)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitem', { name: 'Delete User' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog')).toContainText(names(1))
  await slowRead
  await page.unroute(circlesRead)
  await expect(page.getByRole('alertdialog')).toContainText(names(1))
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByText('No users match your search.')).toBeVisible()
  await expect.poll(() => focused(page)).toBe('Search users')
  for (const circle of circles) await circle.api.dispose()
})

test('support revokes invitations by keyboard and by mouse: focus goes on to the next invitation\'s Revoke', async ({ page }) => {
  const circle = await newCircle('Ivy')
  const support = await apiAsRole('support')
  const emails = [uniqueEmail('revoke-a'), uniqueEmail('revoke-b'), uniqueEmail('revoke-c')] as const
  for (const email of emails) expect((await support.post('/api/invitations', { data: { email, role: 'carer', circleId: circle.clientId } })).status()).toBe(201)
  await support.dispose()
  await signInAt(page, 'support', '/users')
  const invitation = (email: string) => page.locator(`li[data-invitation-email="${email}"]`)
  for (const email of emails) await expect(invitation(email)).toBeVisible()
  /** the e-mail of the invitation after (else before) this one in the list, whose Revoke should take focus */
  const neighbour = (email: string) =>
    invitation(email).evaluate((li) => (li.nextElementSibling ?? li.previousElementSibling)?.getAttribute('data-invitation-email') ?? null)

  // a failed revoke keeps the invitation: focus back on its own Revoke
  const failing = '**/api/invitations/*'
  await page.route(failing, (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'The server could not revoke it just now.' } }) : route.fallback()))
  await invitation(emails[2]).getByRole('button', { name: `Revoke invitation to ${emails[2]}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('The server could not revoke it just now.').first()).toBeVisible()
  await expect(invitation(emails[2])).toBeVisible()
  await expect.poll(() => focused(page)).toBe(`Revoke invitation to ${emails[2]}`)
  await page.unroute(failing)

  // by keyboard
  const next = await neighbour(emails[1])
  expect(next).not.toBeNull()
  await invitation(emails[1]).getByRole('button', { name: `Revoke invitation to ${emails[1]}` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(invitation(emails[1])).toHaveCount(0)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`Revoke invitation to ${next}`)

  // by mouse
  const after = await neighbour(emails[0])
  await invitation(emails[0]).getByRole('button', { name: `Revoke invitation to ${emails[0]}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
  await expect(invitation(emails[0])).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`Revoke invitation to ${after}`)
  await circle.api.dispose()
})

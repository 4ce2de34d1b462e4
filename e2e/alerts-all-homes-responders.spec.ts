// Who is already responding, on staff's All homes list (decision 0071): an agent with forty homes sees
// that a colleague (or the daughter) is on an alert before ringing the family a second time.
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS } from './fixtures/accounts'
import { apiAsRole, newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

test.beforeEach(() => test.slow())

const list = (page: Page) => page.getByRole('region', { name: 'Open alerts of every home' })
const admin = `${ACCOUNTS.admin.firstName} ${ACCOUNTS.admin.lastName}`
/** well within the list's half-minute read (get-open-alerts.ts): what shows by then came live */
const LIVE = 10_000

/** A home with an open emergency; `page` is support's, on All homes, searched down to that home */
async function supportOnAllHomes(page: Page) {
  const circle = await newCircle('Opal')
  const alert = await raiseEmergency(circle.api, circle.clientId)
  // the page is on another home: this one's own stream does not reach it, only staff's stream of every home
  await watchCircle(page, (await newCircle('Elsewhere')).clientId)
  await signInAt(page, 'support', '/alerts?view=all')
  await page.getByPlaceholder('Search alerts...').fill(circle.lastName)
  const card = list(page).getByRole('article').filter({ hasText: circle.email })
  await expect(card).toHaveCount(1)
  return { circle, alert, card }
}

async function respond(role: 'admin' | 'support', clientId: string, alertId: string, action: 'check_on' | 'contact') {
  const res = await (await apiAsRole(role)).post(`/api/alerts/${alertId}/responses?clientId=${clientId}`, { data: { action } })
  expect(res.status()).toBe(204)
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 768 }],
] as const) {
  test(`on a ${device}, support's All homes shows that an admin started contacting the family, and then that they themself are checking on them`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const { circle, alert, card } = await supportOnAllHomes(page)
    await expect(card.getByRole('list', { name: 'Responding' })).toHaveCount(0)

    // another agent, elsewhere, says they are contacting the family: this list, left open, says so
    await respond('admin', circle.clientId, alert.id, 'contact')
    const responding = card.getByRole('list', { name: 'Responding' })
    await expect(responding.getByRole('listitem')).toHaveText([`${admin} (staff) is contacting them · started just now`], { timeout: LIVE })

    await respond('support', circle.clientId, alert.id, 'check_on')
    await expect(responding.getByRole('listitem')).toHaveText([`${admin} (staff) is contacting them · started just now`, 'You are checking on them · started just now'], { timeout: LIVE })

    // within the screen: nothing wider than the window, the lines inside the card
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    const [cardBox, listBox] = [await card.boundingBox(), await responding.boundingBox()]
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
  })
}

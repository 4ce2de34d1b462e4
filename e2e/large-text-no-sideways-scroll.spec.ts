// Imogen Featherstonehaugh looks after her mother Winifred from her phone, its text at 200 %. The Sensors page was
// wider than the screen and scrolled sideways: the heading of the card at its foot, 'When Winifred
// Featherstonehaugh-1 no longer lives here', was one flex item as wide as 'Featherstonehaugh-1', which ran past the
// card, the page and the window (the heading's own box stayed inside <main>: its words did not). On Family Members
// her own name, beside her badge, did the same. Every page a carer opens, the menu and the sensor dialogs stay within
// the phone's width, with long sensor names and places, a low battery, an offline and a switched-off sensor on the
// cards; a name longer than a line breaks, and no word is cut by a box that clips it (decision 0047: large text wraps).
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { signInOnPhone } from './fixtures/dashboard'
import { patchAnswer } from './fixtures/patch-answer'
import { sidewaysReach, textSize } from './fixtures/large-text'
import { addSensor, apiAsRole, findSeededCircle, listAlerts, minutesAgo, quietHomeWithLowBattery, seededForAttempt, sendHubEvents } from './fixtures/seed-circle'
import { dialogEntryGone } from './fixtures/dialog-history'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(() => test.slow())

const LONG_NAME = 'Downstairs cloakroom sensor by the boiler cupboard'
const LONG_PLACE = 'Ground-floor cloakroom under the staircase, beside the boiler cupboard'

/** The page no wider than the window; else what reaches past its edge */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const reach = await sidewaysReach(page)
  expect.soft({ scrollWidth: reach.scrollWidth, past: reach.past }, `${where}: no sideways scroll`).toEqual({ scrollWidth: reach.width, past: [] })
}

/**
 * The words of `target` that reach outside `container`'s box, or past the edge of a box that clips them (a box that
 * scrolls, as the hub's example call does, keeps them in reach); a screen reader's text (sr-only), never seen, aside
 */
const wordsCut = async (target: Locator, container: Locator) =>
  target.evaluate((root, outer) => {
    const cut: string[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let clip = node.parentElement
      while (clip && clip !== document.body && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement
      const clipEdge = clip && clip !== document.body ? clip.getBoundingClientRect() : null
      if (clipEdge && (clipEdge.width <= 1 || ['auto', 'scroll'].includes(getComputedStyle(clip!).overflowX))) continue
      const edges = [outer!.getBoundingClientRect(), ...(clipEdge ? [clipEdge] : [])]
      for (const word of node.textContent!.matchAll(/\S+/g)) {
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0)
        if (boxes.some((r) => edges.some((e) => r.left < e.left - 0.5 || r.right > e.right + 0.5))) cut.push(word[0])
      }
    }
    return cut
  }, await container.elementHandle())

/** An open dialog: the page does not scroll sideways and every word stays within the dialog; then Escape closes it */
async function fitsThenClose(page: Page, dialog: Locator, what: string) {
  await expectNoSidewaysScroll(page, what)
  expect.soft(await wordsCut(dialog, dialog), `${what}: every word within it`).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await dialogEntryGone(page)
}

test('at 200 % text on a 390 px phone, no page a carer opens scrolls sideways, nor the sensor dialogs, and long names wrap uncut', async ({ page }) => {
  const [winifred, imogen] = [seededForAttempt(SEEDED.winifred), seededForAttempt(SEEDED.imogen)]
  const home = `${winifred.firstName} ${winifred.lastName}`
  const admin = await apiAsRole('admin')
  const clientId = await findSeededCircle(admin, winifred)
  // a bedroom quiet for 13 hours, a kitchen sensor whose battery is at 12 %: the engine's two alerts
  await quietHomeWithLowBattery(admin, clientId)
  const long = await addSensor(admin, clientId, { name: LONG_NAME, location: LONG_PLACE, batteryLevel: 7, signalStrength: 40 })
  const door = await addSensor(admin, clientId, { name: 'Front door', location: 'Hallway', kind: 'door' })
  // its battery at 7 %: an alert that names it, and its Troubleshoot dialog
  await sendHubEvents(admin, clientId, [{ deviceId: long.deviceId, timestamp: minutesAgo(5), motionDetected: false, batteryLevel: 7, signalStrength: 40 }])
  const namesIt = async () => (await listAlerts(admin, clientId)).some((a) => a.deviceId === long.id && !a.isResolved)
  await expect.poll(namesIt, { message: "the engine's alert of the long-named sensor's battery", timeout: 30_000 }).toBe(true)
  await admin.dispose()
  // the engine judges a sensor offline after days of silence: the long-named one is, as the list says it, and the
  // front door is switched off (a badge of two words)
  const offlineSince = new Date(Date.now() - 26 * 60 * 60_000).toISOString()
  await page.route(
    (url) => url.pathname === '/api/devices',
    patchAnswer((list: { id: string; offlineSince: string | null; isActive: boolean }[]) =>
      list.map((s) => (s.id === long.id ? { ...s, offlineSince } : s.id === door.id ? { ...s, isActive: false } : s)),
    ),
  )

  await textSize(page, 200)
  await signInOnPhone(page, imogen.email, home)
  await expectNoSidewaysScroll(page, 'the dashboard')

  // Sensors: the cards, their badges and menus, the counters, the toolbar and the home's cards under them
  await page.goto('/sensors')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(4)
  const longCard = page.getByRole('article', { name: LONG_NAME })
  await expect(longCard.locator('[data-tone=red]')).toHaveText('Offline')
  await expect(page.getByRole('article', { name: 'Front door' }).locator('[data-tone=grey]')).toHaveText('Switched off')
  await expect(longCard).toContainText(LONG_PLACE)
  await expect(page.getByRole('heading', { name: `When ${home} no longer lives here` })).toBeVisible()
  await expectNoSidewaysScroll(page, 'the Sensors page')
  expect.soft(await wordsCut(page.locator('main'), page.locator('main')), 'the Sensors page: no word cut').toEqual([])
  await page.getByRole('button', { name: 'Setup Guide' }).click()
  await expectNoSidewaysScroll(page, 'the Sensors page with its setup guide open')

  // the dialogs: Add Sensor, Edit Sensor, Add Care Note of a sensor
  await page.getByRole('button', { name: 'Add Sensor' }).click()
  const add = page.getByRole('dialog', { name: 'Register Motion Sensor' })
  await expect(add).toBeVisible()
  await fitsThenClose(page, add, 'the Add Sensor dialog')

  await longCard.getByRole('button', { name: `Actions for ${LONG_NAME}` }).click()
  await page.getByRole('menuitem', { name: 'Edit Sensor' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Sensor' })
  await expect(edit.getByLabel('Sensor name')).toHaveValue(LONG_NAME)
  await fitsThenClose(page, edit, 'the Edit Sensor dialog')

  await longCard.getByRole('button', { name: `Actions for ${LONG_NAME}` }).click()
  await page.getByRole('menuitem', { name: 'Add Care Note' }).click()
  const note = page.getByRole('dialog', { name: 'Add Care Note' })
  await expect(note).toContainText(LONG_NAME)
  await fitsThenClose(page, note, "a sensor's Add Care Note dialog")

  // every other page in the carer's menu
  const loaded: Record<string, () => Promise<void>> = {
    // the engine's two alerts, the quiet bedroom and the kitchen's battery
    '/alerts': () => expect(page.getByRole('region', { name: 'Alert statistics' }).locator('[data-stat="total"]')).not.toHaveText('0'),
    '/care-notes': () => expect(page.getByRole('region', { name: 'Care note statistics' }).locator('[data-stat="total"]')).toHaveText('0'),
    '/family-members': () => expect(page.locator('main').getByText(`${imogen.firstName} ${imogen.lastName}`, { exact: true })).toBeVisible(),
  }
  for (const [path, isLoaded] of Object.entries(loaded)) {
    await page.goto(path)
    await isLoaded()
    await expectNoSidewaysScroll(page, path)
    expect.soft(await wordsCut(page.locator('main'), page.locator('main')), `${path}: no word cut`).toEqual([])
    if (path !== '/alerts') continue
    // the long-named sensor's alert, and what Troubleshoot says of it
    await page.getByRole('article').filter({ hasText: LONG_NAME }).getByRole('button', { name: 'Troubleshoot' }).click()
    const diagnostics = page.getByRole('dialog', { name: 'Sensor Diagnostics' })
    await expect(diagnostics).toContainText(LONG_NAME)
    await expectNoSidewaysScroll(page, 'the Sensor Diagnostics dialog')
    expect.soft(await wordsCut(diagnostics, diagnostics), 'the Sensor Diagnostics dialog: every word within it').toEqual([])
    await page.keyboard.press('Escape')
    await expect(diagnostics).toBeHidden()
    // its Back of its own, under way, would abort the next page's goto (net::ERR_ABORTED, once on CI)
    await dialogEntryGone(page)
  }
  // and the menu itself
  await page.getByRole('button', { name: /^Open menu/ }).click()
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Care Notes' }) })
  await expect(menu).toBeVisible()
  await expectNoSidewaysScroll(page, 'the menu')
  expect.soft(await wordsCut(menu, menu), 'the menu: every word within it').toEqual([])
})

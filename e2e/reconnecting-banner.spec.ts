// The Reconnecting banner on a phone, on the dashboard (the home's stream) and on staff's All homes (every
// home's, decision 0076): it shows only once the stream is lost, says when it was last heard from, goes
// away once it is back, and neither its coming nor its going moves what the carer is reading: pushed in
// under the top bar, it moved the whole page 37 px down (a layout shift of 0.044), and back up again.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { keepStreams } from './fixtures/event-streams'
import { layoutShifts, recordLayoutShifts } from './fixtures/layout-shift'
import { apiAsRole, baseURL, newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^Reconnecting… last updated \d{2}:\d{2}$/ })

/** Where the words at the middle of the screen are, from the top of the screen */
const readingAt = (page: Page) =>
  page.evaluate(() => {
    const el = document.elementFromPoint(innerWidth / 2, innerHeight / 2)!
    ;(window as unknown as { reading: Element }).reading = el
    return el.getBoundingClientRect().top
  })
const readingNow = (page: Page) => page.evaluate(() => (window as unknown as { reading: Element }).reading.getBoundingClientRect().top)

const pages = {
  'the dashboard': { path: '/', stream: '/api/live', ready: (page: Page) => page.getByRole('region', { name: 'Urgent Attention Needed' }) },
  'All homes': { path: '/alerts?view=all', stream: '/api/live/every-home', ready: (page: Page) => page.getByRole('region', { name: 'Open alerts of every home' }).getByRole('article').first() },
}

for (const [name, { path, stream, ready }] of Object.entries(pages)) {
  test(`on ${name}, on a phone, the banner shows while the stream is lost and goes once it is back, and the page under it holds still`, async ({ browser }) => {
    const circle = await newCircle('Beatrix')
    const admin = await apiAsRole('admin')
    await raiseEmergency(admin, circle.clientId)
    await admin.dispose()
    const context = await browser.newContext({ baseURL: baseURL(), ...PHONE })
    const page = await context.newPage()
    await keepStreams(page)
    await recordLayoutShifts(page)
    await watchCircle(page, circle.clientId)
    await login(page, 'support')
    const isStream = (url: URL) => url.pathname === stream
    const live = page.waitForResponse((r) => isStream(new URL(r.url())) && r.status() === 200)
    await page.goto(path)
    await expect(ready(page)).toBeVisible()
    await live
    // All homes lists every home's alerts, and the journeys running beside this one raise theirs: a card arriving
    // above what is read moves it (302 px once), which is the list's doing, not the banner's; this home's alerts only
    if (name === 'All homes') await page.getByPlaceholder('Search alerts...').fill(circle.lastName)
    // live: no banner
    await page.waitForTimeout(1_000)
    await expect(banner(page)).toBeHidden()

    // scrolled down a little, reading
    await page.evaluate(() => {
      document.getElementById('main')!.style.paddingBottom = '100vh'
      window.scrollTo(0, 240)
    })
    await page.waitForTimeout(300)
    const shiftsBefore = (await layoutShifts(page)).shifts.length
    const readAt = await readingAt(page)

    // the network goes: the stream fails and so does every try to open it again
    const cut = (route: import('@playwright/test').Route) => route.abort('internetdisconnected')
    await page.route(isStream, cut)
    await page.evaluate(() => {
      for (const s of window.streamsMade ?? []) {
        if (s.readyState === EventSource.CLOSED) continue
        s.close()
        s.onerror?.(new Event('error'))
      }
    })
    await expect(banner(page)).toBeVisible()
    await page.waitForTimeout(500)
    expect(await readingNow(page), 'what was being read is where it was when the banner came').toBeCloseTo(readAt, 0)

    // back: the next try gets through, and the banner goes
    await page.unroute(isStream, cut)
    await expect(banner(page)).toBeHidden({ timeout: 30_000 })
    await page.waitForTimeout(500)
    expect(await readingNow(page), 'what was being read is where it was when the banner went').toBeCloseTo(readAt, 0)
    const moved = (await layoutShifts(page)).shifts.slice(shiftsBefore)
    expect(moved.map((s) => `${s.value.toFixed(4)} ${s.sources.join(' | ')}`), 'layout shifts while the banner came and went').toEqual([])
    await context.close()
  })
}

// A support agent's round reads each list once a page: her first home's Dashboard, All homes, another home picked,
// its Dashboard, Alerts and Sensors, and the Dashboard again; and once more after the live stream drops and comes
// back (what may have changed while it was down, once), on a quiet server and on one slow to answer. A home whose
// sensors have not reported yet answers its health score 404 ('No motion data yet'): the tab took that for a home
// gone away and read the homes on offer again, and read the score again as the insights card mounted (404, the
// homes again): GET /api/circles twice more and the score twice on every visit to such a home's Dashboard. All
// homes opened a stream for no home while the homes were read, then one for the picked home: two 'ready's.
// The server's sign-in options (/api/auth/options) were read again on each Dashboard visit and each 'ready': once a page load.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { pickCircle } from './fixtures/circle-picker'
import { alertsCard, dashboardHeading } from './fixtures/dashboard'
import { keepStreams } from './fixtures/event-streams'
import { newCircle, raiseEmergency, watchCircle } from './fixtures/seed-circle'
import { login } from './fixtures/session'

const expect = baseExpect.configure({ timeout: 15_000 })

const isStream = (url: URL) => url.pathname.startsWith('/api/live')
const EVERY_HOME_LIST = '/api/alerts/open?scope=all'
/** The server's sign-in options: they do not change while the page is open, so read once a page load, by its first Dashboard */
const SIGN_IN_OPTIONS = '/api/auth/options'

/**
 * The timed reads (the homes and the All homes list every half minute, the alerts and the figures every minute)
 * come at least this long after the last read of the same: not counted as a page's repeat
 */
const TIMED_MS = 29_500

/** The page's reads (not the live stream), by path and query, ids left out; the timed ones apart */
function countReads(page: Page) {
  const counts = new Map<string, number>()
  const timed = new Map<string, number>()
  const lastAt = new Map<string, number>()
  const streams: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (req.method() !== 'GET' || !url.pathname.startsWith('/api/')) return
    const read = `${url.pathname}${url.search}`.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '…')
    if (isStream(url)) return void streams.push(read)
    const before = lastAt.get(read)
    lastAt.set(read, Date.now())
    const tally = before !== undefined && Date.now() - before >= TIMED_MS ? timed : counts
    tally.set(read, (tally.get(read) ?? 0) + 1)
  })
  return { counts, timed, streams }
}

declare global {
  interface Window {
    alertNews?: number
  }
}

/**
 * Counts the alert news every home's stream brings (window.alertNews): each may rightly have every home's list read
 * again, and the other journeys' homes raise alerts all the while (CI: 4 reads in one step, news in between)
 */
async function countAlertNews(page: Page) {
  await page.addInitScript(() => {
    window.alertNews = 0
    const Wrapped = window.EventSource
    window.EventSource = class extends Wrapped {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        if (!String(url).includes('/api/live/every-home')) return
        for (const type of ['alert.created', 'alert.updated', 'alert.resolved']) this.addEventListener(type, () => void (window.alertNews = (window.alertNews ?? 0) + 1))
      }
    }
  })
}

const openStreams = (page: Page) => page.evaluate(() => (window.streamsMade ?? []).filter((s) => s.readyState === EventSource.OPEN).length)
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test.beforeEach(() => test.slow())

/**
 * The server slow to answer, as under load: each read answered a second late, and each live stream's first word
 * three seconds late, after the page's reads (its 'ready' then weighs what they may have missed)
 */
async function slowServer(page: Page) {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue()
      await wait(isStream(new URL(route.request().url())) ? 3_000 : 1_000)
      // the page may have gone on meanwhile
      await route.continue().catch(() => undefined)
    },
  )
}

async function round(page: Page, name: string, settleMs = 2_500) {
  // two homes whose sensors have not reported yet (a home being set up)
  const first = await newCircle(`${name}one`)
  const second = await newCircle(`${name}two`)
  await keepStreams(page)
  await countAlertNews(page)
  await watchCircle(page, first.clientId)
  await login(page, 'support')
  await expect(dashboardHeading(page, first.name)).toBeVisible()
  const reads = countReads(page)
  let optionsThisLoad = 0
  /**
   * The reads since the last step, once nothing more comes (the stream batches its news for 150 ms; a second read comes well within
   * `settleMs`); `loaded`: the step was a page load of its own
   */
  const step = async (label: string, loaded = false) => {
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await page.waitForTimeout(settleMs)
    const seen = Object.fromEntries([...reads.counts].sort())
    const timed = Object.fromEntries([...reads.timed].sort())
    reads.counts.clear()
    const streams = reads.streams.splice(0)
    reads.timed.clear()
    const news = await page.evaluate(() => {
      const n = window.alertNews ?? 0
      window.alertNews = 0
      return n
    })
    await test.info().attach(label, { body: JSON.stringify({ seen, timed, streams, news }, null, 1), contentType: 'application/json' })
    optionsThisLoad = (loaded ? 0 : optionsThisLoad) + (seen[SIGN_IN_OPTIONS] ?? 0) + (timed[SIGN_IN_OPTIONS] ?? 0)
    expect.soft(optionsThisLoad, `${label}: the sign-in options, read at most once a page load`).toBeLessThanOrEqual(1)
    return { seen, streams, news }
  }
  // every home's list may be read once more as its stream says 'ready', when an alert in any home came after it was
  // read (the other journeys' homes raise alerts meanwhile): once, not again for a second stream; and once more for
  // each alert news its stream brought meanwhile
  const readTwice = ({ seen, news }: { seen: Record<string, number>; news: number }) =>
    Object.fromEntries(Object.entries(seen).filter(([read, n]) => n > (read === EVERY_HOME_LIST ? 2 + news : 1)))

  // the first home's Dashboard, a page load of its own
  await step('signed in')
  await page.goto('/')
  await expect(dashboardHeading(page, first.name)).toBeVisible()
  const loaded = await step('the first Dashboard, loaded', true)
  expect.soft(readTwice(loaded), 'the first Dashboard, loaded').toEqual({})
  expect.soft(loaded.streams, 'the first Dashboard, its streams').toEqual(['/api/live?clientId=…'])

  // All homes, a page load of its own
  await page.goto('/alerts?view=all')
  await expect(page.locator('section[aria-label="Open alerts of every home"]')).toBeVisible()
  const allHomes = await step('All homes', true)
  expect.soft(readTwice(allHomes), 'All homes, opened').toEqual({})
  // one stream, for the home picked: not first one for none, closed as the homes came (two 'ready's, each may read the list)
  expect.soft(allHomes.streams, 'All homes, its streams').toEqual(['/api/live/every-home?clientId=…'])

  // the second home, picked in the top bar (opening the picker reads the homes, once)
  await pickCircle(page, second.name, { email: second.email })
  expect.soft(readTwice(await step('another home picked')), 'another home picked').toEqual({})

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(dashboardHeading(page, second.name)).toBeVisible()
  const dashboard = await step('its Dashboard')
  expect.soft(readTwice(dashboard), 'its Dashboard').toEqual({})
  expect.soft(dashboard.seen['/api/circles'] ?? 0, 'the homes on offer, on its Dashboard').toBe(0)

  await mainNav(page).getByRole('link', { name: 'Alerts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  expect.soft(readTwice(await step('its Alerts')), 'its Alerts').toEqual({})

  await mainNav(page).getByRole('link', { name: 'Sensors' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
  expect.soft(readTwice(await step('its Sensors')), 'its Sensors').toEqual({})

  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(dashboardHeading(page, second.name)).toBeVisible()
  const again = await step('its Dashboard again')
  expect.soft(readTwice(again), 'its Dashboard again').toEqual({})
  expect.soft(again.seen['/api/circles'] ?? 0, 'the homes on offer, on its Dashboard again').toBe(0)

  // the stream drops once (a lost network) and the tab opens another: what may have changed meanwhile is read, once
  await expect.poll(() => openStreams(page)).toBe(1)
  await page.evaluate(() => {
    for (const s of window.streamsMade ?? []) {
      if (s.readyState === EventSource.CLOSED) continue
      s.close()
      s.onerror?.(new Event('error'))
    }
  })
  await expect.poll(() => openStreams(page), { timeout: 20_000 }).toBe(1)
  const reconnected = await step('after the stream came back')
  expect.soft(readTwice(reconnected), 'after the stream came back').toEqual({})
  expect.soft(reconnected.seen['/api/circles'], 'the homes on offer, after the stream came back').toBe(1)
  expect.soft(reconnected.seen['/api/dashboard/stats?clientId=…'], "the home's figures, after the stream came back").toBe(1)

  // and it is live: an emergency raised elsewhere shows on the open dashboard without a reload
  await raiseEmergency(second.api, second.clientId)
  await expect(alertsCard(page).getByText('Emergency button pressed')).toBeVisible({ timeout: 5_000 })
  await first.api.dispose()
  await second.api.dispose()
}

test("a support agent's round reads each list once a page, and once more after the live stream drops", async ({ page }) => {
  await round(page, 'Round')
})

test("the same round with the server slow to answer: still once a page, and once after the drop", async ({ page }) => {
  await slowServer(page)
  // what is still to come after a step (a read a second late, after a stream's word three seconds late) has time to come
  await round(page, 'Slow', 6_000)
})

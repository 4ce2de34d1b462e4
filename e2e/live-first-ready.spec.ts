// The live stream's first 'ready' reads nothing again that the page has just read and nothing has
// changed since (it read every list of the page a second time on each load); a reconnection reads the
// home's reads again, since events may have been missed while the stream was down (decision 0088).
import { expect, test, type Request } from '@playwright/test'
import { browserAsClient, newCircle } from './fixtures/seed-circle'

test.beforeEach(() => test.slow())

const isLive = (url: URL) => url.pathname.startsWith('/api/live')
const isRead = (url: URL) => url.pathname.startsWith('/api/') && !isLive(url)
const pathOf = (request: Request) => {
  const url = new URL(request.url())
  return `${url.pathname}${url.search}`
}
const LIVE_EVENTS = ['alert.created', 'alert.updated', 'alert.resolved', 'motion', 'notes.changed', 'devices.changed', 'members.changed', 'circle.changed']
/** How often each read was asked for */
const tally = (reads: string[]) => Object.fromEntries([...new Set(reads)].map((read) => [read, reads.filter((r) => r === read).length]))

test("the stream's first 'ready' reads nothing again; a reconnection reads the home's dashboard again", async ({ browser }) => {
  const circle = await newCircle('Quinn')
  const { context, page } = await browserAsClient(browser, circle)
  // the page's clock is ours: a stream silent for a minute is taken for lost and opened again
  await page.clock.install()
  const reads: string[] = []
  const pending = new Set<Request>()
  page.on('request', (request) => {
    if (!isRead(new URL(request.url()))) return
    reads.push(pathOf(request))
    pending.add(request)
  })
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))

  // the first stream answers only once every read of the page has been answered: its 'ready' then
  // comes after all of them, as it does on a slow line (before, each was read a second time)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(isLive, async (route) => {
    await released
    await route.continue()
  })
  const firstStream = page.waitForResponse((r) => isLive(new URL(r.url())))
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[role="status"][aria-label^="Loading"], [data-testid$="-loading"]')).toHaveCount(0)
  // a new home's first visit reads some things twice by itself (its zone told, the homes read again):
  // settled is all answered and nothing new for a second
  let seen = -1
  await expect
    .poll(() => {
      const isStill = pending.size === 0 && reads.length === seen
      seen = reads.length
      return isStill
    }, { intervals: [1_000] })
    .toBe(true)
  const pageReads = tally(reads)
  expect(pageReads[`/api/devices?clientId=${circle.clientId}`]).toBe(1)
  // the Alerts card reads the open alerts only, the top bar the summary, and nothing the home's whole list (decision 0091)
  expect(pageReads[`/api/alerts?clientId=${circle.clientId}&status=open`]).toBe(1)
  expect(pageReads[`/api/alerts/summary?clientId=${circle.clientId}`]).toBe(1)
  expect(pageReads).not.toHaveProperty(`/api/alerts?clientId=${circle.clientId}`)

  release()
  expect((await firstStream).status()).toBe(200)
  // what 'ready' would read again leaves at once; give it a second to show itself
  await page.waitForTimeout(1_000)
  expect(tally(reads)).toEqual(pageReads)

  // the stream is lost (silent for the page's minute) and opened again; the new one says nothing has
  // happened for an hour, and still the home is read again: events may have been missed meanwhile
  const hourQuiet = Object.fromEntries(LIVE_EVENTS.map((type) => [type, 3_600_000]))
  await page.unroute(isLive)
  await page.route(isLive, (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: `retry: 600000\n\nevent: ready\ndata: ${JSON.stringify({ quietMs: hourQuiet })}\n\n` }),
  )
  const secondStream = page.waitForResponse((r) => isLive(new URL(r.url())))
  await page.clock.runFor('01:01')
  await secondStream
  // not the minute's reads (the alerts, the stats): what only the home read again reads again
  for (const read of [`/api/devices?clientId=${circle.clientId}`, `/api/door-events?clientId=${circle.clientId}`, `/api/care-notes?clientId=${circle.clientId}&limit=3`]) {
    await expect.poll(() => tally(reads)[read]).toBe(2)
  }
  await context.close()
})

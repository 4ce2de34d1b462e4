// A support agent's pages in Chromium, against a server whose requests are metered (request-meter.ts):
// how soon each page shows its content after a fresh navigation, and which reads it made (their server
// time and statements). Then what the open All homes page does when an alert is raised elsewhere, or
// when the picked home reports a movement: the reads the live stream makes it do.
import { chromium, type Page } from '@playwright/test'
import type { LiveBus } from '../../server/lib/live-bus'
import type { meterRequests, Metered } from './request-meter'

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export interface PageSpec {
  name: string
  path: string
  /** present once the page shows its content; no 'Loading…' status may remain either */
  ready: string
}

export const SUPPORT_PAGES: PageSpec[] = [
  { name: 'All homes', path: '/alerts?view=all', ready: 'section[aria-label="Open alerts of every home"] article' },
  { name: 'Alerts (one home)', path: '/alerts', ready: 'main [role="tabpanel"]' },
  { name: 'Dashboard (one home)', path: '/dashboard', ready: 'main h1' },
  // User Management: every account, not one home's (decision 0121)
  { name: 'Users', path: '/users', ready: 'main table tbody tr' },
]

/** Content shown: the page's own mark, and nothing left saying it is loading (skeletons, "Loading …" statuses) */
const isShown = (ready: string) =>
  document.querySelector(ready) !== null && document.querySelector('[role="status"][aria-label^="Loading"], [data-testid$="-loading"], [data-testid="alert-skeleton"]') === null

type Meter = ReturnType<typeof meterRequests>

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const range = (xs: number[]) => `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`
const apiOf = (requests: Metered[]) => requests.filter((r) => r.url.startsWith('/api/'))
const isStream = (r: Metered) => r.url.startsWith('/api/live')

/** Until the page's reads are all answered and no new one came for `quietMs` (a live stream stays open: not counted) */
async function settled(meter: Meter, quietMs = 400) {
  const since = performance.now()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const reads = apiOf(meter.requests).filter((r) => !isStream(r))
    if (reads.some((r) => !r.done)) continue
    const lastEnd = Math.max(0, ...reads.map((r) => r.at + r.ms))
    const lastStart = Math.max(0, ...meter.requests.map((r) => r.at))
    if (performance.now() - Math.max(since, lastEnd, lastStart) >= quietMs) return
  }
}
/** The reads one load asked for more than once (the live stream's first 'ready' did, before decision 0088) */
const repeatedReads = (reads: Metered[]) => {
  const seen = new Map<string, number>()
  for (const r of reads) seen.set(r.url, (seen.get(r.url) ?? 0) + 1)
  return [...seen].filter(([, n]) => n > 1).map(([url]) => pathOf(url))
}
const pathOf = (url: string) => url.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '…')

export async function benchPages({ origin, cookie, clientId, meter, live, runs, out }: { origin: string; cookie: string; clientId: string; meter: Meter; live: LiveBus; runs: number; out: (line: string) => void }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: origin }])
    // the home picked in the top bar, as the agent left it
    await context.addInitScript((id) => window.localStorage.setItem('hearthwatch.circle', id), clientId)

    for (const spec of SUPPORT_PAGES) {
      const shown: number[] = []
      const loaded: number[] = []
      const perLoad: { reads: number; bytes: number; repeated: string[] }[] = []
      let last: Metered[] = []
      let domNodes = 0
      // one more than asked: the first warms the browser's cache of the app's code, as an agent's second visit
      for (let run = 0; run <= runs; run++) {
        const page = await context.newPage()
        meter.clear()
        await page.goto(`${origin}${spec.path}`)
        await page.waitForFunction(isShown, spec.ready, { timeout: 30_000, polling: 'raf' })
        const shownAt = await page.evaluate(() => performance.now())
        await settled(meter)
        const reads = apiOf(meter.requests).filter((r) => !isStream(r))
        domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
        if (run > 0) {
          shown.push(shownAt)
          loaded.push(Math.max(...reads.map((r) => r.at + r.ms)) - Math.min(...reads.map((r) => r.at)))
          perLoad.push({ reads: reads.length, bytes: reads.reduce((n, r) => n + r.bytes, 0), repeated: repeatedReads(reads) })
          last = reads
        }
        await page.close()
      }
      const queries = last.reduce((n, r) => n + r.queries, 0)
      const bytes = last.reduce((n, r) => n + r.bytes, 0)
      out(`${spec.name.padEnd(22)} content shown ${range(shown)}, its reads first→last ${range(loaded)}; ${last.length} reads, ${queries} statements, ${(bytes / 1024).toFixed(1)} kB as sent, ${domNodes} DOM nodes (${runs} runs)`)
      const repeats = perLoad.flatMap((load) => load.repeated)
      out(
        `    per load: ${range(perLoad.map((l) => l.reads)).replace(' ms', '')} reads, ${(median(perLoad.map((l) => l.bytes)) / 1024).toFixed(1)} kB; ` +
          `a read repeated in ${perLoad.filter((l) => l.repeated.length).length} of ${perLoad.length} loads${repeats.length ? ` (${[...new Set(repeats)].join(', ')})` : ''}`,
      )
      for (const r of last) out(`    ${pathOf(r.url).padEnd(64)} ${r.ms.toFixed(1).padStart(7)} ms ${String(r.queries).padStart(3)} stmts ${(r.bytes / 1024).toFixed(1).padStart(7)} kB`)
    }

    for (const spec of [SUPPORT_PAGES[0]!, SUPPORT_PAGES[2]!]) await liveReactions({ page: await context.newPage(), spec, origin, clientId, meter, live, runs, out })
    await context.close()
  } finally {
    await browser.close()
  }
}

/** The reads an open page makes when its live stream brings news */
async function liveReactions({ page, spec, origin, clientId, meter, live, runs, out }: { page: Page; spec: PageSpec; origin: string; clientId: string; meter: Meter; live: LiveBus; runs: number; out: (line: string) => void }) {
  meter.clear()
  await page.goto(`${origin}${spec.path}`)
  await page.waitForFunction(isShown, spec.ready, { timeout: 30_000, polling: 'raf' })
  await settled(meter)
  const stream = meter.requests.find((r) => r.url.startsWith('/api/live'))
  out(`live stream on ${spec.name}: ${stream ? `${pathOf(stream.url)}, 'ready' after ${stream.firstWriteMs?.toFixed(1)} ms, ${stream.queries} statements to open` : 'none seen'}`)
  const others = (await (await page.request.get(`${origin}/api/circles`)).json()) as { clientId: string }[]
  const elsewhere = others.find((c) => c.clientId !== clientId)!.clientId
  const news = [
    { name: 'an alert raised in another home', event: { type: 'alert.created' as const, circleId: elsewhere, id: crypto.randomUUID() } },
    { name: 'a movement in the picked home', event: { type: 'motion' as const, circleId: clientId } },
    { name: 'a care note in the picked home', event: { type: 'notes.changed' as const, circleId: clientId } },
  ]
  for (const { name, event } of news) {
    const counts: number[] = []
    const statements: number[] = []
    const times: number[] = []
    let paths: string[] = []
    for (let run = 0; run < runs; run++) {
      meter.clear()
      await live.publish(event)
      // the page reads at once (or after a short debounce); then nothing more
      await settled(meter, 1_000)
      const reads = apiOf(meter.requests).filter((r) => !isStream(r))
      counts.push(reads.length)
      statements.push(reads.reduce((n, r) => n + r.queries, 0))
      times.push(reads.reduce((n, r) => n + r.ms, 0))
      paths = reads.map((r) => pathOf(r.url))
    }
    out(`  on ${name}: ${median(counts)} reads, ${median(statements)} statements, ${median(times).toFixed(0)} ms of server time (median of ${runs}): ${paths.join(', ') || 'nothing'}`)
  }
  await page.close()
}

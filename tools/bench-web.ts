// npx tsx tools/bench-web.ts [--dist ./dist/web] [--requests 4000] [--concurrency 8] [--rounds 3]
//
// How fast the server hands out the built web app: a real listening server (the whole app, on an
// in-memory embedded database) and plain node:http clients with keep-alive, as a browser that takes
// brotli asks. Prints requests per second and the median and 95th percentile time for an app page
// (the SPA fallback to index.html) and the main script, best of the rounds.
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../server/app'
import { openPglite } from '../server/lib/db'
import { TEST_ENV } from '../server/test/test-app'
import { toolArgs } from './cli/args'

const cli = toolArgs(
  {
    dist: { type: 'string', default: './dist/web' },
    requests: { type: 'string' },
    concurrency: { type: 'string' },
    rounds: { type: 'string' },
  },
  'Usage: npx tsx tools/bench-web.ts [--dist ./dist/web] [--requests 4000] [--concurrency 8] [--rounds 3]',
)
const { values } = cli
const webDist = path.resolve(values.dist)
const requests = cli.number('requests', { fallback: 4000, whole: true, min: 1 })
const concurrency = cli.number('concurrency', { fallback: 8, whole: true, min: 1 })
const rounds = cli.number('rounds', { fallback: 3, whole: true, min: 1 })

const mainScript = /<script type="module" crossorigin src="([^"]+)"/.exec(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'))?.[1]
if (!mainScript) throw new Error(`no main script in ${webDist}/index.html`)

const database = await openPglite()
const app = await buildApp({ env: { ...TEST_ENV, WEB_DIST: webDist }, database })
await app.listen({ host: '127.0.0.1', port: 0 })
const { port } = app.server.address() as { port: number }
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })

function get(url: string, accept: string) {
  return new Promise<number>((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers: { accept, 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      res.on('data', () => {})
      res.on('end', () => (res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`${url}: ${res.statusCode}`))))
    })
    req.on('error', reject)
  })
}

async function measure(url: string, accept: string) {
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) times.push(await get(url, accept))
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return { perSecond: Math.round(times.length / seconds), medianMs: times[Math.floor(times.length / 2)]!, p95Ms: times[Math.floor(times.length * 0.95)]! }
}

try {
  const targets = [
    { name: 'app page (/dashboard → index.html)', url: '/dashboard', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    { name: `main script (${mainScript})`, url: mainScript, accept: '*/*' },
  ]
  for (const target of targets) {
    await measure(target.url, target.accept) // warm up
    const results = []
    for (let i = 0; i < rounds; i++) results.push(await measure(target.url, target.accept))
    const best = results.reduce((a, b) => (b.perSecond > a.perSecond ? b : a))
    console.log(`${target.name}: ${best.perSecond} req/s, median ${best.medianMs.toFixed(2)} ms, p95 ${best.p95Ms.toFixed(2)} ms (${requests} requests × ${rounds}, ${concurrency} at a time, best round)`)
  }
} finally {
  agent.destroy()
  await app.close()
  await database.close()
}

import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { budgetProblems, FIRST_LOAD_BUDGET_KB } from './budget'
import { ALERT_PATH_PAGES, firstLoadFiles, MANIFEST_FILE, type Manifest } from './first-load'

const WEB_ROOT = path.resolve(import.meta.dirname, '../../web')
const dists: string[] = []
afterEach(() => {
  for (const dist of dists.splice(0)) fs.rmSync(dist, { recursive: true, force: true })
})

/** A built app of a few chunks: each `files` entry is its size in bytes (random, so brotli cannot shrink it) and the packages it was made from */
function fakeBuild(manifest: Manifest, files: Record<string, { bytes: number; packages?: string[] }>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-budget-'))
  dists.push(dist)
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.mkdirSync(path.join(dist, '.vite'))
  fs.writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify(manifest))
  for (const [file, { bytes, packages = [] }] of Object.entries(files)) {
    const body = randomBytes(bytes)
    fs.writeFileSync(path.join(dist, file), body)
    if (bytes >= 1024) fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body))
    const sources = [`../../web/src/${file}.tsx`, ...packages.map((p) => `../../node_modules/${p}/index.js`)]
    fs.writeFileSync(path.join(dist, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }))
  }
  return dist
}

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/routes/alerts.tsx': { file: 'assets/alerts.js', isDynamicEntry: true, imports: ['index.html', '_shared.js', '_forms.js'] },
  'src/app/routes/dashboard.tsx': { file: 'assets/dashboard.js', isDynamicEntry: true, imports: ['index.html', '_schemas.js'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_shared.js'] },
  '_schemas.js': { file: 'assets/schemas.js' },
}

describe('what a page’s first load fetches', () => {
  it('is the entry with what it imports, and a lazy page’s chunk with what that imports, each once', () => {
    expect(firstLoadFiles(MANIFEST, 'src/app/routes/alerts.tsx')).toEqual(['assets/index.js', 'assets/index.css', 'assets/shared.js', 'assets/alerts.js', 'assets/forms.js'])
  })

  it('is the entry alone for a page the router has in the entry (not in the manifest)', () => {
    expect(firstLoadFiles(MANIFEST, 'src/app/routes/login.tsx')).toEqual(['assets/index.js', 'assets/index.css', 'assets/shared.js'])
  })

  it('refuses a page module that is in the manifest without being a chunk of its own', () => {
    expect(() => firstLoadFiles({ ...MANIFEST, 'src/app/routes/login.tsx': { file: 'assets/login.js' } }, 'src/app/routes/login.tsx')).toThrow(/not a chunk of its own/)
  })

  it.each(Object.entries(ALERT_PATH_PAGES))('names %s by a module that is there (renamed, it would count as part of the entry)', (_page, module) => {
    expect(fs.existsSync(path.join(WEB_ROOT, module))).toBe(true)
  })
})

describe('the first-load budget', () => {
  const files = {
    'assets/index.js': { bytes: 60_000, packages: ['react-dom'] },
    'assets/index.css': { bytes: 5_000 },
    'assets/shared.js': { bytes: 10_000 },
    'assets/alerts.js': { bytes: 20_000 },
    'assets/forms.js': { bytes: 2_000 },
    'assets/dashboard.js': { bytes: 30_000 },
    'assets/schemas.js': { bytes: 20_000, packages: ['zod'] },
  }

  it('passes a build within it', () => {
    const dist = fakeBuild(MANIFEST, files)
    expect(budgetProblems(dist, undefined, { '/login': 80, '/alerts': 100, '/dashboard': 130 })).toEqual([])
  })

  it('names the page whose JavaScript, as sent (brotli), is over budget, and by how much', () => {
    const dist = fakeBuild(MANIFEST, files)
    // the CSS does not count: /login is 70,000 bytes of script, 68.4 kB as sent
    const problems = budgetProblems(dist, undefined, { '/login': 60, '/alerts': 100, '/dashboard': 130 })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^\/login: its first load fetches (6[89]|70)\.\d kB of JavaScript \(brotli\), over its budget of 60 kB$/)
  })

  it('names a library the page does without when a chunk of its first load brings it', () => {
    const withZod = { ...MANIFEST, 'src/app/routes/alerts.tsx': { ...MANIFEST['src/app/routes/alerts.tsx']!, imports: ['index.html', '_schemas.js'] } }
    const dist = fakeBuild(withZod, files)
    expect(budgetProblems(dist, undefined, { '/alerts': 1000 }, { '/alerts': ['zod'], '/dashboard': [] })).toEqual([
      '/alerts: its first load brings zod (in assets/schemas.js), which this page does without',
    ])
    // the dashboard may have it
    expect(budgetProblems(dist, undefined, { '/dashboard': 1000 }, { '/dashboard': [] })).toEqual([])
  })

  it('has a budget for every page on the alert path', () => {
    expect(Object.keys(FIRST_LOAD_BUDGET_KB).sort()).toEqual(Object.keys(ALERT_PATH_PAGES).sort())
  })
})

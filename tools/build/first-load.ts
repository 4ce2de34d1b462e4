// What the first load of a page of the app fetches: from the build's manifest (vite.config.ts writes
// dist/web/.vite/manifest.json), the entry script with every chunk it imports, and, for a page that is
// its own chunk (a lazy page in web/src/app/router.tsx), that chunk with every chunk it imports in turn;
// their stylesheets too. Sizes are the bytes on disk and the .br/.gz copies the server sends instead
// (tools/build/precompress.ts), or the text compressed here when a file is too small to have a copy.
//
//   npx tsx tools/build/first-load.ts [--dist dist/web]   prints each chunk and each page's first load
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { toolArgs } from '../cli/args'

/** One record of Vite's build manifest (the fields read here) */
export type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

/**
 * The pages a carer opens on the way to an alert, and the module of each that the router loads; a
 * module the manifest does not list is part of the entry chunk (eager in the router).
 */
export const ALERT_PATH_PAGES = {
  '/login': 'src/app/routes/login.tsx',
  '/dashboard': 'src/app/routes/dashboard.tsx',
  '/alerts': 'src/app/routes/alerts.tsx',
} as const

export const MANIFEST_FILE = '.vite/manifest.json'

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, MANIFEST_FILE), 'utf8')) as Manifest
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`)
  return entries[0]!
}

/** The files of `key` and every chunk it imports statically, each once, in the order they are met */
function closure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the manifest`)
  if (into.has(chunk.file)) return
  into.add(chunk.file)
  for (const css of chunk.css ?? []) into.add(css)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into)
}

/**
 * The files the first load of a page fetches: the entry's, then the page's own chunk's when it has one.
 * `pageModule` is the router's module for the page, relative to the web root (web/).
 */
export function firstLoadFiles(manifest: Manifest, pageModule: string): string[] {
  const files = new Set<string>()
  closure(manifest, entryKey(manifest), files)
  const page = manifest[pageModule]
  if (page) {
    if (!page.isDynamicEntry && !page.isEntry) throw new Error(`${pageModule} is in the manifest but is not a chunk of its own`)
    closure(manifest, pageModule, files)
  }
  return [...files]
}

export type Sizes = { raw: number; gzip: number; brotli: number }

/** A file's bytes as stored and as sent to a browser that takes gzip or brotli */
export function fileSizes(dist: string, file: string): Sizes {
  const full = path.join(dist, file)
  const body = fs.readFileSync(full)
  const copy = (suffix: string, compress: (b: Buffer) => Buffer) =>
    fs.existsSync(full + suffix) ? fs.statSync(full + suffix).size : compress(body).length
  return { raw: body.length, gzip: copy('.gz', (b) => gzipSync(b, { level: 9 })), brotli: copy('.br', brotliCompressSync) }
}

export function sumSizes(all: Sizes[]): Sizes {
  return all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 })
}

/** The JavaScript a page's first load fetches, summed */
export function firstLoadScript(dist: string, manifest: Manifest, pageModule: string): Sizes & { files: string[] } {
  const files = firstLoadFiles(manifest, pageModule).filter((file) => file.endsWith('.js'))
  return { ...sumSizes(files.map((file) => fileSizes(dist, file))), files }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9)
const row = (name: string, s: Sizes) => `${name.padEnd(46)} ${kb(s.raw)} ${kb(s.gzip)} ${kb(s.brotli)}`

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = toolArgs({ dist: { type: 'string', default: 'dist/web' } }, `Usage: npx tsx tools/build/${path.basename(process.argv[1]!)} [--dist dist/web]`)
  const dist = path.resolve(values.dist)
  const manifest = readManifest(dist)
  const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f))
  const sized = assets.map((f) => ({ file: `assets/${f}`, ...fileSizes(dist, `assets/${f}`) })).sort((a, b) => b.raw - a.raw)
  console.log(`${'chunk'.padEnd(46)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`)
  for (const s of sized) console.log(row(s.file, s))
  console.log(row('all JS', sumSizes(sized.filter((s) => s.file.endsWith('.js')))))
  console.log('\nfirst load (JS + CSS):')
  for (const [page, module] of Object.entries(ALERT_PATH_PAGES)) {
    const files = firstLoadFiles(manifest, module)
    console.log(row(page, sumSizes(files.map((f) => fileSizes(dist, f)))), `${files.length} files`)
    console.log(row('  of which JS', firstLoadScript(dist, manifest, module)))
  }
}

// The embedded database's first start creates its data folder (initdb), which grows PGlite's
// WebAssembly memory to about 800 MB; WebAssembly memory never shrinks, so a server that did it
// in-process held close to 1 GB until its next restart (300 MB once the folder exists). A child
// process does it instead and gives all of that back when it exits: on a Raspberry-Pi-sized
// server the first start then settles where every later start does.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { StartProblem } from './start-problem'

const run = promisify(execFile)

// PGlite's file-system errors are objects without a message ({ name: 'ErrnoError', errno: 54 })
const CREATE = `
const [entry, dataDir] = process.argv.slice(1)
try {
  const { PGlite } = await import(entry)
  const db = new PGlite(dataDir)
  await db.waitReady
  await db.close()
} catch (err) {
  process.stderr.write(String(err?.message || err?.name || err) + (err?.errno ? ' (errno ' + err.errno + ')' : ''))
  process.exit(1)
}
`

/** Whether the folder already holds a database (initdb writes PG_VERSION) */
export const hasDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'))

/** Creates the embedded database in `dataDir` in a child process, unless one is there */
export async function createPgliteDataDir(dataDir: string): Promise<void> {
  if (hasDatabase(dataDir)) return
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
  try {
    await run(process.execPath, ['--input-type=module', '-e', CREATE, entry, dataDir], { maxBuffer: 1 << 20 })
  } catch (err) {
    const { stderr } = err as { stderr?: string }
    throw new StartProblem(`Could not create the embedded database in ${dataDir} (DATA_DIR: an empty folder this user can write): ${stderr?.trim() || (err as Error).message}`, err)
  }
}

// `npm start`: build the web app when its sources are newer than the build, then run the server.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'dist/web/index.html')
const sources = ['web', 'contracts', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p))

function newestChange(file: string): number {
  const stat = fs.statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestChange(path.join(file, name))))
}

const isBuildCurrent = fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestChange))
if (!isBuildCurrent) {
  console.log('Building the web app…')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await import('../server/main')

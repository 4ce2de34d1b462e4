// `npm start`: build the web app when its sources are newer than the build, then run the server.
import fs from 'node:fs'
import path from 'node:path'
import { loadEnvFile } from '../server/lib/env'
import { runWebBuild } from './build/web-build'

const root = path.resolve(import.meta.dirname, '..')
// where the server will serve it from (WEB_DIST, from the environment or .env, read here without
// changing the environment: the server reads .env itself and says what it took from it)
const settings: Record<string, string | undefined> = { ...process.env }
loadEnvFile(path.resolve('.env'), settings)
const outDir = path.resolve(settings.WEB_DIST || 'dist/web')
const builtIndex = path.join(outDir, 'index.html')
const sources = ['web', 'contracts', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p))

function newestChange(file: string): number {
  const stat = fs.statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestChange(path.join(file, name))))
}

const isBuildCurrent = fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestChange))
if (!isBuildCurrent) {
  console.log('Building the web app…')
  const problem = runWebBuild(
    { command: process.execPath, args: [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'] },
    { cwd: root, stdio: 'inherit' },
  )
  if (problem !== undefined) {
    console.error(problem)
    process.exit(1)
  }
}

await import('../server/main')

// `npm run check`: the type check and the lint at once. Neither reads the other's result and each keeps
// one core busy (~35 s apiece on a 2-core runner), so together they take the longer one's time, not the
// sum. Each one's output is printed whole when it ends, not interleaved; the check fails if either does.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (pkg: string, file: string) => path.join(root, 'node_modules', pkg, file)

const CHECKS = [
  { name: 'tsc', args: [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'eslint', args: [bin('eslint', 'bin/eslint.js'), '--max-warnings=0', '.'] },
]

function run(name: string, args: string[]): Promise<boolean> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    let ended = false
    const done = (ok: boolean, why: string) => {
      if (ended) return // a child that cannot start reports 'error' and then 'close'
      ended = true
      process.stdout.write(Buffer.concat(output))
      console.log(`${name}: ${why} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve(ok)
    }
    child.on('error', (error) => done(false, `could not start: ${error.message}`))
    child.on('close', (code, signal) => done(code === 0, code === 0 ? 'passed' : signal ? `stopped by ${signal}` : `failed (exit ${code})`))
  })
}

const results = await Promise.all(CHECKS.map(({ name, args }) => run(name, args)))
process.exitCode = results.every(Boolean) ? 0 : 1

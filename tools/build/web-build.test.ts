import { describe, expect, it } from 'vitest'
import { runWebBuild } from './web-build'

// a child that ends the way the build ends on a small machine: the kernel's out-of-memory killer sends SIGKILL
const node = (code: string) => ({ command: process.execPath, args: ['-e', code] })

describe('runWebBuild (npm start building the web app)', () => {
  it('says the build was killed, most likely for want of memory, rather than ending without a word', () => {
    const problem = runWebBuild(node("process.kill(process.pid, 'SIGKILL')"), { cwd: process.cwd(), stdio: 'ignore' })
    expect(problem).toMatch(/^Building the web app was stopped \(SIGKILL\)/)
    expect(problem).toContain('out of memory')
    expect(problem).toContain('docs/self-hosting.md')
  })

  it('names another signal without blaming memory', () => {
    const problem = runWebBuild(node("process.kill(process.pid, 'SIGTERM')"), { cwd: process.cwd(), stdio: 'ignore' })
    expect(problem).toMatch(/^Building the web app was stopped \(SIGTERM\)/)
    expect(problem).not.toContain('memory')
  })

  it("points at the build's own errors when it failed by itself", () => {
    expect(runWebBuild(node('process.exit(3)'), { cwd: process.cwd(), stdio: 'ignore' })).toBe('Building the web app failed (exit code 3): its errors are above.')
  })

  it('says what stopped it from running at all', () => {
    expect(runWebBuild({ command: '/nonexistent/node', args: [] }, { cwd: process.cwd(), stdio: 'ignore' })).toMatch(/^Could not run the web app's build: .*ENOENT/)
  })

  it('answers nothing when the build succeeded', () => {
    expect(runWebBuild(node('process.exit(0)'), { cwd: process.cwd(), stdio: 'ignore' })).toBeUndefined()
  })
})

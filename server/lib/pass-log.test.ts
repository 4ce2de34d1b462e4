import { describe, expect, it } from 'vitest'
import { createPassLog } from './pass-log'

const recorder = () => {
  const lines: [string, Record<string, unknown>, string][] = []
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push([level, fields, message])
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } as unknown as Parameters<typeof createPassLog>[0] }
}
const refused = () => Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) })

describe('a background loop while the database is away', () => {
  it('warns once with the reason, stays quiet while every pass fails the same way, and says when it is back', () => {
    const { lines, log } = recorder()
    const passes = createPassLog(log, 'alert notifications')
    for (let i = 0; i < 20; i++) passes.failed(refused(), { channel: 'email' })
    passes.succeeded()
    passes.succeeded()
    expect(lines.map(([level, , message]) => [level, message])).toEqual([
      ['warn', 'alert notifications: the database cannot be reached; trying again at every pass'],
      ['info', 'alert notifications: the database is back'],
    ])
    expect(lines[0]![1]).toEqual({ channel: 'email', reason: 'ECONNREFUSED' })
    // a second outage is told again
    passes.failed(refused())
    expect(lines).toHaveLength(3)
  })

  it('logs any other failure whole, every time: it is a bug', () => {
    const { lines, log } = recorder()
    const passes = createPassLog(log, 'the engine tick')
    const bug = new TypeError('cannot read properties of undefined')
    passes.failed(bug)
    passes.failed(bug)
    expect(lines).toEqual([
      ['error', { err: bug }, 'the engine tick failed'],
      ['error', { err: bug }, 'the engine tick failed'],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { captureLog, LEVEL } from '../test/capture-log'
import { listenProblem } from './listen-check'
import { logStartFailure, StartProblem } from './start-problem'

const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3000'), { code: 'EADDRINUSE', syscall: 'listen', port: 3000 })

describe('logStartFailure', () => {
  it("says a port in use as one sentence, the system's own words on a debug line before it", () => {
    const { log, lines } = captureLog('debug')
    logStartFailure(log, listenProblem(inUse, '0.0.0.0', 3000))
    expect(lines.map(({ level, msg, said, code, err }) => ({ level, msg, said, code, err }))).toEqual([
      { level: LEVEL.debug, msg: 'what the system said', said: 'listen EADDRINUSE: address already in use 0.0.0.0:3000', code: 'EADDRINUSE', err: undefined },
      { level: 60, msg: 'Port 3000 is already in use on 0.0.0.0 by another program (another Hearthwatch?): stop it, or set PORT to a free port.', said: undefined, code: undefined, err: undefined },
    ])
  })

  it('at the usual level, only the sentence', () => {
    const { log, lines } = captureLog('info')
    logStartFailure(log, new StartProblem('cannot reach PostgreSQL at db:5432 (ECONNREFUSED): is it running?'))
    expect(lines.map((l) => l.msg)).toEqual(['cannot reach PostgreSQL at db:5432 (ECONNREFUSED): is it running?'])
  })

  it('keeps the stack of a failure nobody explained: a bug to report', () => {
    const { log, lines } = captureLog('info')
    logStartFailure(log, new TypeError('x is not a function'))
    expect(lines).toHaveLength(1)
    expect(lines[0]!.msg).toBe('x is not a function')
    expect(lines[0]!.err?.stack).toMatch(/^TypeError: x is not a function/)
  })
})

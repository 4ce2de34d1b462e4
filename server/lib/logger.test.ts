import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

describe('the server log', () => {
  it('writes each line to stdout before the call returns, so none is still on its way when the process exits', () => {
    const log = createLogger({ LOG_LEVEL: 'info' })
    const stream = (log as unknown as Record<symbol, { sync?: boolean; fd?: number }>)[pino.symbols.streamSym]!
    expect(stream.fd).toBe(1)
    expect(stream.sync).toBe(true)
  })
})

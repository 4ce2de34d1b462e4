import { Writable } from 'node:stream'
import pino from 'pino'

export interface LogLine {
  level: number
  msg: string
  err?: { stack?: string }
  [key: string]: unknown
}

/** pino's level numbers, for reading captured lines */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const

/** A real pino logger writing into an array, so a test reads what an operator would see */
export function captureLog(level: pino.LevelWithSilent = 'info') {
  const lines: LogLine[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine)
      done()
    },
  })
  return { log: pino({ level }, sink), lines }
}

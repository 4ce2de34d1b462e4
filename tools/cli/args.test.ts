import { describe, expect, it } from 'vitest'
import { toolArgs, type ToolIo } from './args'

const USAGE = 'Usage: npx tsx tools/x.ts --dataset <folder> [--trials N]\n'
const OPTIONS = { dataset: { type: 'string' }, trials: { type: 'string' }, json: { type: 'boolean', default: false } } as const

class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`)
  }
}
/** Runs the tool's reading of `args`; what it printed and how it ended */
function run(args: string[], read: (io: ToolIo) => unknown = (io) => toolArgs(OPTIONS, USAGE, io).values) {
  const printed = { out: '', err: '' }
  const io: ToolIo = {
    args,
    out: (text) => void (printed.out += text),
    err: (text) => void (printed.err += text),
    exit: (code) => {
      throw new Exited(code)
    },
  }
  try {
    return { ...printed, values: read(io), code: undefined }
  } catch (error) {
    if (!(error instanceof Exited)) throw error
    return { ...printed, values: undefined, code: error.code }
  }
}

describe("a tool's command line", () => {
  it('gives what was asked, with defaults', () => {
    expect(run(['--dataset', 'homes', '--trials=40']).values).toEqual({ dataset: 'homes', trials: '40', json: false })
  })

  it('ends an unknown option, a missing value or a stray word with the reason and the usage, exit 2, not a stack trace', () => {
    for (const [args, reason] of [
      [['--bogus'], "Unknown option '--bogus'"],
      [['--dataset'], "Option '--dataset <value>' argument missing"],
      [['homes'], "Unexpected argument 'homes'. This command does not take positional arguments"],
    ] as const) {
      const ended = run([...args])
      expect(ended.code).toBe(2)
      expect(ended.err).toBe(`${reason}\n${USAGE}`)
      expect(ended.err).not.toMatch(/\n\s+at /)
    }
  })

  it('prints the usage for --help or -h and ends well', () => {
    for (const flag of ['--help', '-h']) expect(run([flag])).toMatchObject({ code: 0, out: USAGE, err: '' })
  })

  it('reads a number, naming the option when it is not one the tool can use', () => {
    const trials = (args: string[]) => run(args, (io) => toolArgs(OPTIONS, USAGE, io).number('trials', { fallback: 400, whole: true, min: 1 }))
    expect(trials([]).values).toBe(400)
    expect(trials(['--trials', '25']).values).toBe(25)
    for (const [given, reason] of [
      ['many', "--trials must be a whole number of at least 1 (got 'many')"],
      ['2.5', "--trials must be a whole number of at least 1 (got '2.5')"],
      ['0', "--trials must be a whole number of at least 1 (got '0')"],
      [' ', "--trials must be a whole number of at least 1 (got ' ')"],
    ]) {
      expect(trials(['--trials', given!])).toMatchObject({ code: 2, err: `${reason}\n${USAGE}` })
    }
    const step = run(['--trials', '0.5'], (io) => toolArgs(OPTIONS, USAGE, io).number('trials'))
    expect(step.values).toBe(0.5)
  })

  it('reads JSON, naming the option when it is not', () => {
    const limit = (text: string) => run(['--dataset', text], (io) => toolArgs(OPTIONS, USAGE, io).json('dataset'))
    expect(limit('{"factor":1.2}').values).toEqual({ factor: 1.2 })
    const bad = limit('{factor:1.2}')
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/^--dataset is not JSON: /)
  })
})

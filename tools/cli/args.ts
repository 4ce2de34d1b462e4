// What a tool was given on its command line. A person who mistypes an option gets the reason and the
// tool's usage (exit 2), not a stack trace; --help prints the usage; a number is checked as it is read.
import { parseArgs, type ParseArgsConfig } from 'node:util'

type Options = NonNullable<ParseArgsConfig['options']>
const HELP = { help: { type: 'boolean', short: 'h' } } as const
const parse = <O extends Options>(options: O, args: string[]) =>
  parseArgs({ args, options: { ...options, ...HELP }, strict: true, allowPositionals: false })
type Values<O extends Options> = ReturnType<typeof parse<O>>['values']

export interface ToolIo {
  args: string[]
  out: (text: string) => void
  err: (text: string) => void
  exit: (code: number) => never
}
const processIo = (): ToolIo => ({
  args: process.argv.slice(2),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  exit: (code) => process.exit(code),
})

export interface NumberRule {
  /** what it is when not given; without one, undefined */
  fallback?: number
  min?: number
  whole?: boolean
}

export function toolArgs<const O extends Options>(options: O, usage: string, io: ToolIo = processIo()) {
  const fail = (message: string): never => {
    io.err(`${message}\n${usage.trimEnd()}\n`)
    return io.exit(2)
  }
  let values: Values<O>
  try {
    values = parse(options, io.args).values
  } catch (error) {
    // node names the option: "Unknown option '--bogus'", "Option '--seed <value>' argument missing"
    return fail((error as Error).message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, ''))
  }
  if ((values as { help?: boolean }).help) {
    io.out(`${usage.trimEnd()}\n`)
    io.exit(0)
  }

  function number(name: keyof O & string, rule: NumberRule & { fallback: number }): number
  function number(name: keyof O & string, rule?: NumberRule): number | undefined
  function number(name: keyof O & string, rule: NumberRule = {}): number | undefined {
    const text = (values as Record<string, unknown>)[name]
    if (text === undefined) return rule.fallback
    const value = Number(text)
    const kind = rule.whole ? 'a whole number' : 'a number'
    const floor = rule.min === undefined ? '' : ` of at least ${rule.min}`
    if (String(text).trim() === '' || !Number.isFinite(value) || (rule.whole && !Number.isInteger(value)) || (rule.min !== undefined && value < rule.min)) {
      return fail(`--${name} must be ${kind}${floor} (got '${String(text)}')`)
    }
    return value
  }

  /** The option's text read as JSON, for experiments' overrides */
  function json(name: keyof O & string): unknown {
    const text = (values as Record<string, unknown>)[name]
    if (text === undefined) return undefined
    try {
      return JSON.parse(String(text)) as unknown
    } catch (error) {
      return fail(`--${name} is not JSON: ${(error as Error).message}`)
    }
  }

  return { values, fail, number, json }
}

import { z } from 'zod'

/**
 * What a field that says nothing of its own is refused with, in words a person reads ('email must be text',
 * 'isPrivate must be true or false', 'category must be one of: daily, health', 'name is required', 'limit must
 * be at least 1'), never zod's own sentence ('Invalid input: expected string, received array', 'Too small:
 * expected number to be >=1'). A schema's own message, where it has one ('Price per month must be a number of at
 * least 0'), still wins: zod asks this only for an issue without one. Lower-case, so the answer puts the field's
 * name before it (validation-message.ts). Set once for the process as the server's validation modules load
 * (validation-message.ts imports this).
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : kindMessage(issue.expected, issue.input)
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue)
    case 'not_multiple_of':
      return typeof issue.input === 'number' ? `must be a multiple of ${String(issue.divisor)}` : undefined
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'is not in the form it takes'
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${words(issue.values)}` : `must be one of: ${words(issue.values)}`
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} it does not take: ${issue.keys.join(', ')}`
    case 'invalid_union':
      return unionMessage(issue)
    case 'invalid_key':
      return 'has a name it does not take'
    case 'invalid_element':
      return 'has a value it does not take'
    default:
      return undefined
  }
}

/**
 * A finished issue's message, given the value it is about. Whether the value was left out or is there but of
 * the wrong kind is read from the issue's structure: an `invalid_type` issue about a value that is there (not
 * undefined, not null) is of the wrong kind, and its answer is that kind, from the issue's `expected` and the
 * value ('must be text', 'must be a whole number'). A field's own message stands instead only where it says
 * what the field must be ('petsAtHome must be true or false', 'limit must be a whole number from 1 to 500'):
 * any other (the spec's 'Email is required', 'Enter the name on the card', or 'Tell us your email', words no
 * list of them foresees) was written for a value left out, and a value that is there is not told it is
 * missing. A value left out, null, or of its kind but refused for what it holds keeps its message. zod asks a
 * schema's own message before this map (plainMessage), so the rule runs where issues become an answer
 * (parse.ts, error-handler.ts), which have the value (zod's finished issues leave it out). Why the own
 * message's words are read at all: decision 0112.
 */
export function kindOverAbsence(issue: { code: string; message: string; expected?: unknown }, value: unknown): string {
  if (!isWrongKind(issue, value)) return issue.message
  return SAYS_WHAT_IT_TAKES.test(issue.message) ? issue.message : kindMessage(String(issue.expected), value)
}

/** A value that is there, of a kind the field does not take: zod found its type wrong, and it was not left out */
const isWrongKind = (issue: { code: string }, value: unknown) => issue.code === 'invalid_type' && value !== undefined && value !== null

/** An own message that says what the field takes, as every answer to a wrong kind must (field-refusals.int.test.ts) */
const SAYS_WHAT_IT_TAKES = /\bmust be\b/i

/** The value at an issue's path in what was sent ('keys', 'p256dh'; a list's item by its number) */
export function valueAt(sent: unknown, path: readonly PropertyKey[]): unknown {
  let here = sent
  for (const key of path) {
    if (!here || typeof here !== 'object') return undefined
    here = (here as Record<PropertyKey, unknown>)[key]
  }
  return here
}

/**
 * Every form a field may take refused its value (a number for 'a date, empty, or null'): what the first form
 * takes, where it says so in the field's own words ('must be a date as YYYY-MM-DD')
 */
function unionMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidUnion>): string {
  const [said, ...more] = issue.errors?.[0] ?? []
  if (said && more.length === 0 && said.path.length === 0 && /^must be /.test(said.message)) return said.message
  return 'is not one of the forms it takes'
}

const words = (values: readonly unknown[]) => values.map((v) => (v === null ? 'empty' : String(v))).join(', ')

const KINDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be true or false',
  date: 'must be a date',
  array: 'must be a list',
  tuple: 'must be a list',
  set: 'must be a list',
  object: 'must be a group of fields',
  record: 'must be a group of fields',
  map: 'must be a group of fields',
  null: 'must be empty',
  literal: 'is not a value it takes',
}

function kindMessage(expected: string, input: unknown) {
  // a fraction sent for a whole number is a number still
  if (expected === 'int' && !(typeof input === 'number' && Number.isFinite(input))) return 'must be a number'
  return KINDS[expected] ?? 'is not a value it takes'
}

const FORMATS: Record<string, string> = {
  email: 'must be an e-mail address',
  uuid: 'must be an id',
  uuidv4: 'must be an id',
  uuidv6: 'must be an id',
  uuidv7: 'must be an id',
  guid: 'must be an id',
  cuid: 'must be an id',
  cuid2: 'must be an id',
  ulid: 'must be an id',
  nanoid: 'must be an id',
  url: 'must be a web address',
  datetime: 'must be a date and time, as 2026-01-31T09:30:00Z',
  date: 'must be a date as YYYY-MM-DD',
  time: 'must be a time as HH:MM',
  duration: 'must be a length of time',
  ipv4: 'must be an IP address',
  ipv6: 'must be an IP address',
  base64: 'must be base64 text',
  base64url: 'must be base64url text',
}

function sizeMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig>): string | undefined {
  const small = issue.code === 'too_small'
  const bound = small ? issue.minimum : issue.maximum
  const exclusive = issue.inclusive === false
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return exclusive ? `must be more than ${String(bound)}` : `must be at least ${String(bound)}`
      // past the largest whole number a JavaScript number holds exactly: no count, id or limit is that large
      if (issue.origin === 'int' && bound === Number.MAX_SAFE_INTEGER) return 'is too large'
      return exclusive ? `must be less than ${String(bound)}` : `must be at most ${String(bound)}`
    case 'string':
      if (small) return Number(bound) <= 1 ? 'must not be empty' : `must be at least ${String(bound)} characters`
      return `must be at most ${String(bound)} characters`
    case 'array':
    case 'set':
      if (small) return Number(bound) <= 1 ? 'must list at least one' : `must list at least ${String(bound)}`
      return `must list at most ${String(bound)}`
    case 'date': {
      const day = new Date(Number(bound)).toISOString()
      return small ? `must be on or after ${day}` : `must be on or before ${day}`
    }
    default:
      return small ? 'is too small' : 'is too large'
  }
}

z.config({ customError: plainMessage })

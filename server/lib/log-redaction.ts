// What never goes into a log line: the single-use tokens in links (password reset, invitations, OAuth
// codes) and the values a failed query carried (a care note's text, a person's e-mail). A self-hoster's
// logs are read by whoever runs the box; they must not open an account or show health data.
import pino from 'pino'

const SECRET_PARAMS = /^(token|code|state|secret|key|password|clientsecret|client_secret|access_token|refresh_token)$/i
/** 256-bit base64url tokens (newSecretToken) and anything like them: long, one word, not a UUID */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const REDACTED = '[redacted]'
/** Longest string kept from an error's own fields (a failed 800-event insert's SQL was 320 kB) */
const MAX_FIELD = 1000

const redactPath = (path: string) =>
  path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && !UUID.test(segment) ? REDACTED : segment))
    .join('/')

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * A query value that carries a page of ours with a token in it, as a return path does
 * (/login?next=%2Finvitations%2F<token>, the invitation's 'Sign in'): the token redacted, the rest kept
 */
function redactValue(value: string): string {
  const plain = decoded(value)
  const [path = '', query] = plain.split(/\?(.*)/s, 2)
  const safe = redactPath(path)
  if (query === undefined) return safe === plain ? value : safe
  const whole = `${safe}?${redactQuery(query)}`
  return whole === plain ? value : whole
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2)
      if (value === undefined) return pair
      return SECRET_PARAMS.test(decoded(name)) ? `${name}=${REDACTED}` : `${name}=${redactValue(value)}`
    })
    .join('&')
}

export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2)
  const safePath = redactPath(path)
  if (query === undefined) return safePath
  return `${safePath}?${redactQuery(query)}`
}

/** An error as pino logs it, without a query's parameters and with long fields cut */
export function redactError(err: unknown): unknown {
  // a delivery's outcome is often a message, not an Error: scrubbing a string field by field logged
  // 'connect ECONNREFUSED' as {"0":"c","1":"o",…}, the one warning a self-hoster on LOG_LEVEL=warn sees
  if (typeof err === 'string') return shortened(err)
  if (!err || typeof err !== 'object') return err
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>
  return scrub(out, 0)
}

const shortened = (text: string) => (text.length > MAX_FIELD ? `${text.slice(0, MAX_FIELD)}… (${text.length} characters)` : text)

function scrub(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (key === 'params' || key === 'parameters') copy[key] = REDACTED
    else if (typeof field === 'string') copy[key] = shortened(field)
    else if (field && typeof field === 'object' && !Array.isArray(field) && depth < 4) copy[key] = scrub(field as Record<string, unknown>, depth + 1)
    else copy[key] = field
  }
  return copy
}

/** Fastify's request line, with its URL redacted */
export function redactRequest(req: { method?: string; url?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url ? redactUrl(req.url) : req.url, host: req.hostname, remoteAddress: req.ip }
}

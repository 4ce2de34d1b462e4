// Reading apiRequest's `"<status>: <body>"` errors back (SPEC.md §8): one place for every feature.
import type { ErrorBody } from '@contracts/errors'

export interface ApiFailure {
  /** the HTTP status, when the request reached the server */
  status?: number
  body?: Partial<ErrorBody>
}

export function parseApiError(error: unknown): ApiFailure {
  if (!(error instanceof Error)) return {}
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message)
  if (!match) return {}
  const status = Number(match[1])
  try {
    const body = JSON.parse(match[2]!) as unknown
    return typeof body === 'object' && body !== null ? { status, body: body as Partial<ErrorBody> } : { status }
  } catch {
    // not JSON: a proxy's error page, say
    return { status }
  }
}

/** The server's own words (`{ message }`), else `fallback` */
export function serverMessage(error: unknown, fallback: string) {
  const message = parseApiError(error).body?.message
  return typeof message === 'string' && message ? message : fallback
}

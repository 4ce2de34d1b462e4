/** SPEC.md §8's text for a request that never got an answer */
export const NETWORK_ERROR = 'An error occurred. Please try again.'

/**
 * The server's own words from an `apiRequest` error (`"<status>: <body>"`, the body being the one
 * error shape `{ message, code }`), else the network-failure text.
 */
export function messageOf(error: unknown): string {
  const match = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message) : null
  if (!match) return NETWORK_ERROR
  try {
    const body = JSON.parse(match[1]!) as { message?: unknown }
    if (typeof body.message === 'string' && body.message) return body.message
  } catch {
    // not JSON: a proxy's error page, say
  }
  return NETWORK_ERROR
}

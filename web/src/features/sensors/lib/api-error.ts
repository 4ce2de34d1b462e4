import { parseApiError } from '@/lib/api-error'

export { parseApiError }

/**
 * The server's own words when they help the person act (a plan limit, a device ID already taken:
 * both answer CONFLICT), else undefined so the caller shows the spec's general message.
 */
export function conflictMessage(error: unknown) {
  const { body } = parseApiError(error)
  return body?.code === 'CONFLICT' && typeof body.message === 'string' ? body.message : undefined
}

/** Field name → first message, for a validation or conflict answer that names fields */
export function fieldErrors(error: unknown): Record<string, string> {
  const details = parseApiError(error).body?.details ?? {}
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(details)) if (messages?.[0]) out[field] = messages[0]
  return out
}

/** A short, honest line for a read that failed */
export function describeFailure(error: unknown) {
  const { status, body } = parseApiError(error)
  if (status === undefined) return 'The server could not be reached.'
  return body?.message ? `${body.message} (${status})` : `The server answered ${status}.`
}

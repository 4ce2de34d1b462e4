import { AppError } from './errors'
// zod's own sentences replaced by plain ones, before any schema is checked
import './plain-messages'

/**
 * The message of a 400 that failed validation, naming each field with what is wrong, e.g.
 * "startDate must be a date as YYYY-MM-DD" or "plan: Choose a plan: basic, premium or enterprise",
 * so a client that shows only the message still tells the person what to fix.
 */
export function validationMessage(details: Record<string, string[]>) {
  const parts = Object.entries(details).map(([field, messages]) => {
    const first = messages[0] ?? 'is invalid'
    // 'id must be a care note id' names its field already
    if (first.startsWith(`${field} `)) return first
    return /^[a-z]/.test(first) ? `${field} ${first}` : `${field}: ${first}`
  })
  return parts.length > 0 ? `Invalid request: ${parts.join('; ')}` : 'Invalid request'
}

/** A 400 for fields that failed a check outside a route's schema, worded like the schema's own */
export const validationError = (details: Record<string, string[]>) => new AppError('VALIDATION', validationMessage(details), details)

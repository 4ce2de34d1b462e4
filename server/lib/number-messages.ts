import { z } from 'zod'

/**
 * What a number field that says nothing of its own is refused with, in words a person reads
 * ('batteryLevel must be a whole number', 'limit must be at least 1'), never zod's own sentence
 * ('Invalid input: expected number, received string', 'Too small: expected number to be >=1').
 * A schema's own message, where it has one ('Price per month must be a number of at least 0'), still
 * wins: zod asks this only for an issue without one. Other kinds of field keep zod's text here.
 * Set once for the process as the server's validation modules load (validation-message.ts imports this).
 */
export function plainNumberMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) {
    return issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input) ? 'must be a whole number' : 'must be a number'
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && (issue.origin === 'number' || issue.origin === 'int')) {
    const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum
    if (issue.code === 'too_small') return issue.inclusive === false ? `must be more than ${String(bound)}` : `must be at least ${String(bound)}`
    // past the largest whole number a JavaScript number holds exactly: no count, id or limit is that large
    if (issue.origin === 'int' && bound === Number.MAX_SAFE_INTEGER) return 'is too large'
    return issue.inclusive === false ? `must be less than ${String(bound)}` : `must be at most ${String(bound)}`
  }
  if (issue.code === 'not_multiple_of' && typeof issue.input === 'number') return `must be a multiple of ${String(issue.divisor)}`
  return undefined
}

z.config({ customError: plainNumberMessage })

import type { z } from 'zod'
import { AppError } from './errors'
import { kindOverAbsence, valueAt } from './plain-messages'
import { validationMessage } from './validation-message'

/**
 * Parses with a contracts schema; the first problem's own sentence is the answer's message (the spec's
 * wording, e.g. 'Passwords do not match.', which the forms show as they are), and every problem is
 * listed by field in `details`. A generic text that does not say which field it is about (zod's own
 * 'Invalid input: expected string, received number', 'Must be text') gets the fields named instead.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const details: Record<string, string[]> = {}
  const messages = result.error.issues.map((issue) => kindOverAbsence(issue, valueAt(input, issue.path)))
  result.error.issues.forEach((issue, i) => (details[issue.path.join('.') || 'body'] ??= []).push(messages[i]!))
  const first = messages[0]!
  throw new AppError('VALIDATION', namesNoField(first) ? validationMessage(details) : first, details)
}

const namesNoField = (message: string) => !/^[A-Z]/.test(message) || /^(Invalid input|Too (small|big)|Unrecognized key|Must be text$)/.test(message)

import type { z } from 'zod'
import { AppError } from './errors'

/**
 * Parses with a contracts schema; the first problem's own text is the answer's message (the spec's
 * wording, e.g. 'Passwords do not match.'), and every problem is listed by field in `details`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const details: Record<string, string[]> = {}
  for (const issue of result.error.issues) (details[issue.path.join('.') || 'body'] ??= []).push(issue.message)
  throw new AppError('VALIDATION', result.error.issues[0]!.message, details)
}

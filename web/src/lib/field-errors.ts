// A form's messages per field, from the form's own check (zod) or from the server's answer
// (`details`, SPEC.md §8): the first message each field got, for the fields the form shows.
import { parseApiError } from './api-error'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** The first message per field of a failed zod parse */
export function issuesByField<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors<F> {
  const found: FieldErrors<F> = {}
  for (const issue of issues) found[issue.path[0] as F] ??= issue.message
  return found
}

/** The first message per field the server named, among `fields` */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const details = parseApiError(error).body?.details ?? {}
  return Object.fromEntries(fields.filter((f) => details[f]?.[0]).map((f) => [f, details[f]![0]])) as FieldErrors<F>
}

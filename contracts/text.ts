import { z } from 'zod'

/** Half of a character that needs two code units, without its other half: JSON lets it through, storage turns it into '�' */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Something a reader can see: not only spaces and invisible formatting (zero-width spaces, joiners, direction marks) */
const VISIBLE = /[^\s\p{Cf}]/u

export const NOT_TEXT = 'Contains a character that is not text'

/**
 * A text field the form requires: missing, empty, only spaces or only invisible characters all answer
 * `required` (the spec's wording, SPEC.md §5), anything but text "Must be text", a broken character
 * NOT_TEXT (it would be stored altered), and longer than `max` the `tooLong` text.
 */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text') })
    .trim()
    .refine((text) => VISIBLE.test(text), { message: required, abort: true })
    .refine((text) => !LONE_SURROGATE.test(text), { message: NOT_TEXT, abort: true })
    .max(max, tooLong)

/**
 * A field's own message for a value left out (or null), as a schema's `error`: a value that is there but
 * not of the field's kind is left to the server's plain words ('password must be text'), not told it is too
 * short or has expired. For own messages worded for absence ('is required') the server does this itself.
 */
export const whenLeftOut =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? message : undefined

import { z } from 'zod'

/**
 * A text field the form requires: missing, empty or only spaces all answer `required` (the spec's
 * wording, SPEC.md §5), anything but text "Must be text", and longer than `max` the `tooLong` text.
 */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text') })
    .trim()
    .min(1, required)
    .max(max, tooLong)

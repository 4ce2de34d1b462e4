import { z } from 'zod'

export const PHONE_MIN = 6
export const PHONE_MAX = 20
/** E.164-ish: an optional +, then digits with spaces or dashes between them */
export const PHONE_PATTERN = /^\+?\d(?:[\d -]*\d)?$/

export const PHONE_MESSAGE = `Enter a phone number of ${PHONE_MIN} to ${PHONE_MAX} characters: digits, spaces or dashes, optionally starting with +`

/** A phone number as people type it, trimmed; '' or null removes it */
export const Phone = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length >= PHONE_MIN && v.length <= PHONE_MAX && PHONE_PATTERN.test(v)), PHONE_MESSAGE)
  .nullable()

/** `PATCH /api/me/contact`: how the people in your care circles can reach you */
export const ContactUpdate = z.object({ phone: Phone })
export type ContactUpdate = z.input<typeof ContactUpdate>

export const Contact = z.object({ phone: z.string().nullable() })
export type Contact = z.infer<typeof Contact>

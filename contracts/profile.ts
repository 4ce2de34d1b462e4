import { z } from 'zod'
import { TimeZone } from './auth'

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

/**
 * `PUT /api/me/browser-time-zone`: the zone of the browser a person uses, sent by the web app when it
 * differs from the one stored; news that can wait waits for the morning on this clock (decision 0038)
 */
export const BrowserTimeZoneUpdate = z.strictObject({ timeZone: TimeZone })
export const BrowserTimeZone = z.object({ timeZone: z.string() })

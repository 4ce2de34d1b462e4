import { z } from 'zod'
import { TimeZone } from './auth'

/** `PUT /api/circle/time-zone`: the IANA zone the home's hours are counted in */
export const HomeTimeZoneUpdate = z.strictObject({ timeZone: TimeZone })
export type HomeTimeZoneUpdate = z.infer<typeof HomeTimeZoneUpdate>
export const HomeTimeZone = z.object({ timeZone: z.string() })
export type HomeTimeZone = z.infer<typeof HomeTimeZone>

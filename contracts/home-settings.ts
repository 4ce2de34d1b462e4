import { z } from 'zod'
import { TimeZone } from './auth'

/** `PUT /api/circle/time-zone`: the IANA zone the home's hours are counted in */
export const HomeTimeZoneUpdate = z.strictObject({ timeZone: TimeZone })
export type HomeTimeZoneUpdate = z.infer<typeof HomeTimeZoneUpdate>
export const HomeTimeZone = z.object({ timeZone: z.string() })
export type HomeTimeZone = z.infer<typeof HomeTimeZone>

/**
 * `PUT /api/circle/pets`: whether a cat or dog lives in the home. The motion sensors see a pet as well
 * as the person, so the engine then also leans on what a pet cannot do (doors, the fridge, cupboards).
 */
export const HomePetsUpdate = z.strictObject({ petsAtHome: z.boolean({ message: 'petsAtHome must be true or false' }) })
export type HomePetsUpdate = z.infer<typeof HomePetsUpdate>
export const HomePets = z.object({ petsAtHome: z.boolean() })
export type HomePets = z.infer<typeof HomePets>

/**
 * `PUT /api/circle/monitoring`: staff end the watching of a home whose person has moved into care or
 * died, or start it again (decision 0045). Its history and care notes stay either way.
 */
export const HomeMonitoringUpdate = z.strictObject({ ended: z.boolean({ message: 'ended must be true or false' }) })
export type HomeMonitoringUpdate = z.infer<typeof HomeMonitoringUpdate>
/** When the watching of the home ended (ISO 8601); null while it is watched */
export const HomeMonitoring = z.object({ monitoringEndedAt: z.string().nullable() })
export type HomeMonitoring = z.infer<typeof HomeMonitoring>

/** What a hub, an MQTT message or the Tuya poll is told of a home no longer watched: its readings are not stored */
export const MONITORING_ENDED_REFUSAL =
  'Monitoring of this home has ended, so its readings are no longer stored. Unplug the hub, or ask Hearthwatch support to start monitoring again.'

/**
 * What adding to a home no longer watched is told (a sensor, a hub key, a cloud sync or link): a new
 * person is a new home. Its sensors and keys can still be removed, as the family clears the house.
 */
export const MONITORING_ENDED_NOTHING_NEW =
  'Monitoring of this home has ended, so no sensor, hub key or sync can be added to it. Its sensors and hub keys can still be removed.'

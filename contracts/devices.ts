import { z } from 'zod'
import { requiredText } from './text'
import { DEVICE_KINDS, type DeviceKind } from './enums'

export { isBatteryLow, isSensorActive, LOW_BATTERY_PERCENT, sensorState, type SensorState } from './sensor-state'

export const SENSOR_NAME_MAX = 50
export const SENSOR_LOCATION_MAX = 100
export const DEVICE_ID_MAX = 100
export const DEVICE_ID_PREFIX = 'MSH-'
/** How a refusal for the plan's sensor limit begins (Add Sensor's 409, a cloud sync's skipped devices): Sync sums those up */
export const PLAN_LIMIT_OPENING = "This home's plan allows"

/** "This home's plan allows 2 sensors and 2 are registered.": the Sensors page's notice, and how the refusal begins */
export function planRoomSentence(maxSensors: number, registered: number) {
  return `${PLAN_LIMIT_OPENING} ${maxSensors} ${maxSensors === 1 ? 'sensor' : 'sensors'} and ${registered} ${registered === 1 ? 'is' : 'are'} registered.`
}

/** GET /api/devices/capacity: the sensors the home's plan allows and how many it has, shown before Add Sensor is filled in */
export interface SensorCapacity {
  maxSensors: number
  registered: number
}
export const SENSOR_LOCATIONS = ['Living Room', 'Bedroom', 'Kitchen', 'Hallway'] as const

/**
 * What each kind is, in the words a family member fitting the sensor uses: the door kind is the one
 * that tells the engine the person went out, so it is named as the door to the outside.
 */
export const DEVICE_KIND_LABELS: Readonly<Record<DeviceKind, string>> = {
  motion: 'Motion (PIR)',
  door: 'Front door (to the outside)',
  pressure: 'Bed or chair mat',
  contact: 'Other door, cupboard or appliance switch',
}

/**
 * Zigbee2MQTT publishes on `<base>/<friendly name>` and the friendly name must be the device ID:
 * a '/' makes it a deeper topic we never subscribe to, and '+' or '#' cannot be in a topic at all.
 */
export const DEVICE_ID_FORBIDDEN = /[/+#]/
export const DEVICE_ID_FORBIDDEN_MESSAGE =
  'Device ID cannot contain /, + or #: MQTT (Zigbee2MQTT) topics cannot carry them, so the sensor\'s events would never arrive'

const percent = z.number().int('Must be a whole number').min(0, 'Must be 0-100').max(100, 'Must be 0-100')

/** The sensor form and `POST /api/devices` (SPEC.md §5) */
export const DeviceInput = z.object({
  name: requiredText('Sensor name is required', SENSOR_NAME_MAX, 'Name too long'),
  location: requiredText('Location is required', SENSOR_LOCATION_MAX, 'Location too long'),
  deviceId: requiredText('Device ID is required', DEVICE_ID_MAX, 'Device ID too long').refine(
    (id) => !DEVICE_ID_FORBIDDEN.test(id),
    DEVICE_ID_FORBIDDEN_MESSAGE,
  ),
  kind: z.enum(DEVICE_KINDS).default('motion'),
  isActive: z.boolean().default(true),
  batteryLevel: percent.nullish(),
  signalStrength: percent.nullish(),
})
export type DeviceInput = z.input<typeof DeviceInput>

export const PET_IMMUNE_NOT_BOOLEAN = 'petImmune must be true or false'
/** Why a door, a mat or a switch cannot be marked: the pet sets off only motion sensors, and the engine reads the mark on those alone */
export const PET_IMMUNE_MOTION_ONLY = 'only a motion sensor can be marked as one the pet cannot set off'

const FORM_REQUIRED = { name: 'Sensor name is required', location: 'Location is required', deviceId: 'Device ID is required' } as const

/**
 * `PUT /api/devices/:id`: the form's fields, but a sensor type or on/off switch left out keeps what is
 * stored rather than taking the new sensor's default, so an API client that edits only the name of a
 * front door does not turn it into a motion sensor whose door readings ingest then refuses.
 * `petImmune`: in a home with a pet, the family says the pet cannot set this motion sensor off. Sent
 * alone (the Pets card's tick) it changes only that, so a tick cannot put back a name someone has
 * just changed; with any other field, the form's name, location and device ID are required as ever.
 */
export const DeviceUpdate = DeviceInput.extend({
  name: DeviceInput.shape.name.optional(),
  location: DeviceInput.shape.location.optional(),
  deviceId: DeviceInput.shape.deviceId.optional(),
  kind: z.enum(DEVICE_KINDS).optional(),
  isActive: z.boolean().optional(),
  petImmune: z.boolean({ message: PET_IMMUNE_NOT_BOOLEAN }).optional(),
}).check((ctx) => {
  const fields = Object.keys(ctx.value)
  if (fields.length === 1 && fields[0] === 'petImmune') return
  for (const [field, message] of Object.entries(FORM_REQUIRED)) {
    if (ctx.value[field as keyof typeof FORM_REQUIRED] === undefined) ctx.issues.push({ code: 'custom', path: [field], message, input: undefined })
  }
})
export type DeviceUpdate = z.input<typeof DeviceUpdate>

export const DeviceParams = z.object({ id: z.uuid({ message: 'id must be a sensor id' }) })

/**
 * `PUT /api/devices/switch`: every sensor of the home on or off at once, for a stay in hospital or a week
 * away (off: nothing is watched, nor learned from the empty days), and back when she is home
 */
export const DeviceSwitchAll = z.object({ isActive: z.boolean({ message: 'isActive must be true or false' }) })
export type DeviceSwitchAll = z.infer<typeof DeviceSwitchAll>

export const Device = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  deviceId: z.string(),
  location: z.string(),
  kind: z.enum(DEVICE_KINDS),
  isActive: z.boolean(),
  lastActivity: z.date().nullable(),
  batteryLevel: z.number().nullable(),
  signalStrength: z.number().nullable(),
  tuyaDeviceId: z.string().nullable(),
  /** the family says the pet cannot set this motion sensor off (always false for other kinds) */
  petImmune: z.boolean(),
  /** since when the family has had it switched off; null while it is on (and for one switched off before this was kept) */
  switchedOffAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
})
export type Device = z.infer<typeof Device>

/**
 * Whether the only sensors switched on are front doors. The engine reads a front door followed by no
 * movement inside as the person going out, so a home that sees nothing inside always looks empty: no
 * quiet and no fall is ever raised there, however long nothing happens, and "out" means nothing. The
 * Sensors page and the dashboard say so (decision 0031).
 */
export const watchesNothingInside = (sensors: readonly { kind: DeviceKind; isActive: boolean }[]) => {
  const switchedOn = sensors.filter((sensor) => sensor.isActive)
  return switchedOn.length > 0 && switchedOn.every((sensor) => sensor.kind === 'door')
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** 'MSH-' and 8 random uppercase letters and digits, for the form's Generate button */
export function generateDeviceId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  // 252 is the largest multiple of 36 below 256: rejecting the rest keeps every character equally likely
  let id = ''
  while (id.length < 8) {
    for (const byte of random(16)) if (byte < 252 && id.length < 8) id += ALPHANUMERIC[byte % 36]
  }
  return DEVICE_ID_PREFIX + id
}

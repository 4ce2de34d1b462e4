import { describe, expect, it } from 'vitest'
import { DEVICE_ID_FORBIDDEN_MESSAGE, DEVICE_KIND_LABELS, DeviceInput, DeviceParams, DeviceUpdate, generateDeviceId, isBatteryLow } from './devices'
import { DEVICE_KINDS } from './enums'

describe('generateDeviceId', () => {
  it('makes MSH- and 8 uppercase letters or digits', () => {
    for (let i = 0; i < 200; i++) expect(generateDeviceId()).toMatch(/^MSH-[A-Z0-9]{8}$/)
  })
  it('skips bytes that would bias the alphabet', () => {
    const bytes = [255, 252, 0, 35, 36, 251, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    expect(generateDeviceId(() => Uint8Array.from(bytes))).toBe('MSH-A9A9BCDE')
  })
})

describe('DeviceInput', () => {
  const sensor = { name: 'Front door', location: 'Hallway', deviceId: 'MSH-FRONTDR1' }

  it('keeps the sensor type it is given, and makes a sensor without one a motion sensor', () => {
    expect(DeviceInput.parse({ ...sensor, kind: 'door' }).kind).toBe('door')
    expect(DeviceInput.parse(sensor).kind).toBe('motion')
    expect(DeviceInput.safeParse({ ...sensor, kind: 'window' }).success).toBe(false)
  })

  it.each(['kitchen/pir', 'hall+1', 'door#2', '/', 'zigbee2mqtt/MSH-1'])('refuses the device ID %j, which no MQTT topic can carry', (deviceId) => {
    const result = DeviceInput.safeParse({ ...sensor, deviceId })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['deviceId'], message: DEVICE_ID_FORBIDDEN_MESSAGE })])
  })

  it.each(['MSH-AB12CD34', 'Kitchen PIR', '0x00158d0001a2b3c4', 'hall_sensor.1'])('accepts the device ID %j', (deviceId) => {
    expect(DeviceInput.safeParse({ ...sensor, deviceId }).success).toBe(true)
  })

  it('says why a / is refused', () => {
    expect(DEVICE_ID_FORBIDDEN_MESSAGE).toMatch(/^Device ID cannot contain \/, \+ or #: MQTT/)
  })

  it('names every sensor type in plain words', () => {
    expect(Object.keys(DEVICE_KIND_LABELS).sort()).toEqual([...DEVICE_KINDS].sort())
    expect(DEVICE_KIND_LABELS).toEqual({
      motion: 'Motion (PIR)',
      door: 'Front door (to the outside)',
      pressure: 'Bed or chair mat',
      contact: 'Other door, cupboard or appliance switch',
    })
  })

  it('makes a new sensor switched on unless told otherwise', () => {
    expect(DeviceInput.parse(sensor).isActive).toBe(true)
    expect(DeviceInput.parse({ ...sensor, isActive: false }).isActive).toBe(false)
  })

  it.each([
    ['name', 'x'.repeat(51), 'Name too long'],
    ['location', 'x'.repeat(101), 'Location too long'],
    ['deviceId', 'x'.repeat(101), 'Device ID too long'],
  ])('refuses a %s that is too long with the spec’s words', (field, value, message) => {
    expect(DeviceInput.safeParse({ ...sensor, [field]: value }).error?.issues).toEqual([expect.objectContaining({ path: [field], message })])
  })

  it.each(['batteryLevel', 'signalStrength'])('accepts a whole %s from 0 to 100, or none', (field) => {
    for (const value of [0, 57, 100, null, undefined]) expect(DeviceInput.safeParse({ ...sensor, [field]: value }).success).toBe(true)
  })

  it.each([
    ['batteryLevel', -1, 'Must be 0-100'],
    ['batteryLevel', 101, 'Must be 0-100'],
    ['batteryLevel', 57.5, 'Must be a whole number'],
    ['signalStrength', -1, 'Must be 0-100'],
    ['signalStrength', 101, 'Must be 0-100'],
    ['signalStrength', 57.5, 'Must be a whole number'],
  ])('refuses a %s of %s: %s', (field, value, message) => {
    expect(DeviceInput.safeParse({ ...sensor, [field]: value }).error?.issues).toEqual([expect.objectContaining({ path: [field], message })])
  })
})

describe('isBatteryLow', () => {
  it.each([
    [0, true],
    [4, true],
    [19, true],
    [20, false],
    [87, false],
    [null, false],
    [undefined, false],
  ])('a battery at %s is low: %s (under 20 %%, as the engine alerts)', (level, expected) => {
    expect(isBatteryLow(level)).toBe(expected)
  })
})

describe('DeviceParams', () => {
  it('accepts a sensor id and refuses anything else, saying so', () => {
    expect(DeviceParams.safeParse({ id: '0b7e3c1a-5f2d-4c8e-9a1b-2c3d4e5f6a7b' }).success).toBe(true)
    for (const id of ['42', 'MSH-AB12CD34', '', undefined]) {
      expect(DeviceParams.safeParse({ id }).error?.issues).toEqual([expect.objectContaining({ path: ['id'], message: 'id must be a sensor id' })])
    }
  })
})

describe('DeviceUpdate', () => {
  const sensor = { name: 'Front door', location: 'Hallway', deviceId: 'MSH-FRONTDR1' }

  it('leaves out a sensor type or on/off switch it is not given, so the stored ones stay', () => {
    const values = DeviceUpdate.parse(sensor)
    expect(values).not.toHaveProperty('kind')
    expect(values).not.toHaveProperty('isActive')
    expect(values).toEqual(sensor)
  })

  it('keeps the ones it is given, and refuses a sensor type that does not exist', () => {
    expect(DeviceUpdate.parse({ ...sensor, kind: 'door', isActive: false })).toMatchObject({ kind: 'door', isActive: false })
    for (const kind of ['window', null]) {
      const result = DeviceUpdate.safeParse({ ...sensor, kind })
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['kind'] })])
    }
    expect(DeviceUpdate.safeParse({ ...sensor, isActive: 'yes' }).error?.issues).toEqual([expect.objectContaining({ path: ['isActive'] })])
  })

  it('still requires the name, location and device ID, with the form\'s words', () => {
    const result = DeviceUpdate.safeParse({})
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Sensor name is required'],
      ['location', 'Location is required'],
      ['deviceId', 'Device ID is required'],
    ])
  })

  // the Pets card's tick: it must not put back a name or location someone changed meanwhile
  it('takes petImmune alone as a change of that alone, and with other fields still requires the form\'s', () => {
    expect(DeviceUpdate.parse({ petImmune: true })).toEqual({ petImmune: true })
    expect(DeviceUpdate.parse({ ...sensor, petImmune: false })).toEqual({ ...sensor, petImmune: false })
    expect(DeviceUpdate.safeParse({ petImmune: true, kind: 'motion' }).error?.issues.map((i) => i.path[0])).toEqual(['name', 'location', 'deviceId'])
  })

  it.each([null, 'true', 1])('refuses a petImmune of %j, naming the field', (petImmune) => {
    for (const body of [{ petImmune }, { ...sensor, petImmune }]) {
      expect(DeviceUpdate.safeParse(body).error?.issues).toEqual([expect.objectContaining({ path: ['petImmune'], message: 'petImmune must be true or false' })])
    }
  })
})

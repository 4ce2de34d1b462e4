// The weekly routine per sensor: how many activations each hour of each day of the week usually has
// (the activity_patterns table). Each slot is an exponentially weighted mean and variance over the
// weeks, so a habit that changes is followed within weeks; while a slot has few weeks behind it, what
// it reports leans on the same hour of the other days and the neighbouring hours.

export const HOURS_PER_WEEK = 168
/** Each week a slot's past counts for this much less: about ten weeks of memory */
const WEEKLY_FORGETTING = 0.9
/** Weeks of evidence for full confidence */
const CONFIDENT_WEEKS = 4
/** Longest stretch of missed hours filled in with zeros when the engine has not run */
const MAX_BACKFILL_HOURS = 7 * 24

export interface DeviceRoutine {
  mean: number[]
  variance: number[]
  /** Effective number of weeks behind each slot */
  weight: number[]
}

export interface RoutineState {
  /** Local day × 24 + hour being counted, or null before the first tick */
  hourKey: number | null
  /** When the last hour was closed (ms); every slot learns once a week, so its own date follows */
  learnedAt: number | null
  counts: Record<string, number>
  devices: Record<string, DeviceRoutine>
}

export interface ActivityPatternRow {
  deviceKey: string
  /** 0 = Sunday … 6 = Saturday, local */
  dayOfWeek: number
  hour: number
  expectedActivity: number
  variance: number
  confidence: number
  lastUpdated: Date
}

export function newRoutine(): RoutineState {
  return { hourKey: null, learnedAt: null, counts: {}, devices: {} }
}

function newDeviceRoutine(): DeviceRoutine {
  const zeros = () => new Array<number>(HOURS_PER_WEEK).fill(0)
  return { mean: zeros(), variance: zeros(), weight: zeros() }
}

export const slotOf = (dayOfWeek: number, hour: number) => dayOfWeek * 24 + hour
const slotOfKey = (hourKey: number) => slotOf(((Math.floor(hourKey / 24) + 4) % 7 + 7) % 7, ((hourKey % 24) + 24) % 24)

export function countActivation(routine: RoutineState, deviceKey: string) {
  routine.counts[deviceKey] = (routine.counts[deviceKey] ?? 0) + 1
}

function learnSlot(device: DeviceRoutine, slot: number, count: number) {
  const weight = (device.weight[slot] ?? 0) * WEEKLY_FORGETTING + 1
  const rate = 1 / weight
  const mean = device.mean[slot] ?? 0
  const delta = count - mean
  device.mean[slot] = round3(mean + rate * delta)
  device.variance[slot] = round3((1 - rate) * ((device.variance[slot] ?? 0) + rate * delta * delta))
  device.weight[slot] = round3(weight)
}

const round3 = (value: number) => Math.round(value * 1000) / 1000

/**
 * Closes every local hour before `hourKey`: each known device learns its count for that hour (zero when
 * it stayed silent). `deviceKeys` are the circle's devices, so a silent sensor still learns its zeros.
 * `learn` false: the hours close unlearned (a day spent wholly away is no part of her week)
 */
export function advanceRoutine(routine: RoutineState, hourKey: number, atMs: number, deviceKeys: string[], learn = true) {
  if (routine.hourKey === null) {
    routine.hourKey = hourKey
    return
  }
  if (hourKey <= routine.hourKey) return
  if (!learn) {
    routine.hourKey = hourKey
    routine.learnedAt = atMs
    routine.counts = {}
    return
  }
  const first = Math.max(routine.hourKey, hourKey - MAX_BACKFILL_HOURS)
  for (let key = first; key < hourKey; key++) {
    const slot = slotOfKey(key)
    const counts = key === routine.hourKey ? routine.counts : {}
    for (const deviceKey of new Set([...deviceKeys, ...Object.keys(counts)])) {
      const device = (routine.devices[deviceKey] ??= newDeviceRoutine())
      learnSlot(device, slot, counts[deviceKey] ?? 0)
    }
  }
  routine.hourKey = hourKey
  routine.learnedAt = atMs
  routine.counts = {}
}

/** A slot's expectation, leaning on the same hour of other days and neighbouring hours while sparse */
export function expectedActivity(device: DeviceRoutine, dayOfWeek: number, hour: number) {
  const slot = slotOf(dayOfWeek, hour)
  const own = device.weight[slot] ?? 0
  let pooledMean = 0
  let pooledVariance = 0
  let pooledWeight = 0
  for (let day = 0; day < 7; day++) {
    for (const [offset, factor] of [[0, 1], [-1, 0.5], [1, 0.5]] as const) {
      const other = slotOf(day, (hour + offset + 24) % 24)
      const weight = (device.weight[other] ?? 0) * factor
      pooledMean += weight * (device.mean[other] ?? 0)
      pooledVariance += weight * (device.variance[other] ?? 0)
      pooledWeight += weight
    }
  }
  if (pooledWeight === 0) return { mean: 0, variance: 0, confidence: 0 }
  pooledMean /= pooledWeight
  pooledVariance /= pooledWeight
  const trust = own / (own + 1)
  return {
    mean: trust * (device.mean[slot] ?? 0) + (1 - trust) * pooledMean,
    variance: trust * (device.variance[slot] ?? 0) + (1 - trust) * pooledVariance,
    confidence: Math.min(1, own / CONFIDENT_WEEKS),
  }
}

/** When a slot last learned: the last time its hour of the week closed */
function slotUpdatedAt(routine: RoutineState, slot: number): Date {
  if (routine.hourKey === null || routine.learnedAt === null) return new Date(0)
  const hoursBack = (slotOfKey(routine.hourKey) - slot + HOURS_PER_WEEK) % HOURS_PER_WEEK || HOURS_PER_WEEK
  return new Date(routine.learnedAt - (hoursBack - 1) * 3_600_000)
}

/** Rows shaped like the activity_patterns table, one per device and hour of the week */
export function activityPatternRows(routine: RoutineState): ActivityPatternRow[] {
  const rows: ActivityPatternRow[] = []
  for (const [deviceKey, device] of Object.entries(routine.devices)) {
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      for (let hour = 0; hour < 24; hour++) {
        const { mean, variance, confidence } = expectedActivity(device, dayOfWeek, hour)
        rows.push({
          deviceKey,
          dayOfWeek,
          hour,
          expectedActivity: round3(mean),
          variance: round3(variance),
          confidence: round3(confidence),
          lastUpdated: slotUpdatedAt(routine, slotOf(dayOfWeek, hour)),
        })
      }
    }
  }
  return rows
}

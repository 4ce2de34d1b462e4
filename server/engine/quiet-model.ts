// What quiet is normal: for each sensor (and room) the person was last seen at, and each quarter hour
// of the local day, the longest quiet spell ever seen still going on at that time (a "still quiet at
// 19:30 after 2 h since the fridge" profile, after Floeck & Litz's time-of-day inactivity profiles). A
// spell that starts in the kitchen at 17:00 and ends at 19:00 teaches 17:00–19:00 its growing length,
// so a spell that crosses an hour where the person is always busy is caught there. The finest context
// is the device at the pace the person was going (a lone fridge opening before a long sit, or one in
// the middle of cooking). Sparse estimates lean on wider ones (the device at any pace, this room, a
// wider window, any room, the whole day) by credibility weighting on the number of spells seen; old
// records fade slowly so a routine can change.
import { forEachQuarter, localClock, MINUTE_MS } from './local-time'

export const BIN_MINUTES = 15
export const BINS_PER_DAY = (24 * 60) / BIN_MINUTES
const QUARTER_MS = BIN_MINUTES * MINUTE_MS

export interface QuietProfile {
  /** Longest spell (minutes) still going on in each bin, faded with age */
  max: number[]
  /** Spells seen going on in each bin (the evidence behind max), faded with age */
  spells: number[]
}

export interface QuietModel {
  /** Spells after each device, after each room, and after anything */
  devices: Record<string, QuietProfile>
  rooms: Record<string, QuietProfile>
  all: QuietProfile
  /** Per local hour: minutes spent at home and activity episodes seen (for "usually every N min") */
  homeMinutes: number[]
  episodes: number[]
  lastEpisodeAt: number | null
}

export const QUIET_RULES = {
  /** Spells longer than this are not learned as quiet at home (an outing the door sensor missed) */
  learnCapMinutes: 14 * 60,
  /** Daily fading of records and evidence: a record loses half its weight in about five weeks */
  dailyFade: 0.98,
  /** Activations closer than this are one episode */
  episodeGapMinutes: 2,
}

/** Evidence in the last 10 minutes before an activation: none (a lone visit), a little, busy */
export const PACE_WINDOW_MINUTES = 10
export const PACE_KEEP = 8
export const paceOf = (eventsBefore: number) => (eventsBefore === 0 ? 0 : eventsBefore < 4 ? 1 : 2)
/** The finest context: this device at this pace (a lone fridge opening vs. one in the middle of cooking) */
export const paceKey = (deviceKey: string, pace: number | undefined) => (pace === undefined ? null : `${deviceKey}@${pace}`)
/** The spells after this device begun up and about (`learnSpell`'s `upAndAbout`): what the borrow cap reads as its own */
export const upKey = (deviceKey: string) => `${deviceKey}@up`

export interface QuietLimitParams {
  /** limit = factor × pooled longest + margin, within [floor, cap] */
  factor: number
  marginMinutes: number
  floorMinutes: number
  /** The floor after a room where falls happen (bathroom, toilet, hall…): help matters sooner there */
  fallRiskFloorMinutes: number
  capMinutes: number
  /** Bins either side pooled for "this time of day" and for "around this time" */
  nearBins: number
  wideBins: number
  /** Spells seen at which a narrow estimate and a wider one weigh the same */
  credibilitySpells: number
  /** How sharply trust grows with evidence: weight = n^p / (n^p + credibilitySpells^p) */
  credibilityPower: number
  /** For a spell that began during the usual night (asleep), instead of factor and margin */
  nightFactor: number
  nightMarginMinutes: number
  /**
   * What wider contexts may lend: past this, only quiet that followed this very sensor within
   * `ownBins` of this time of day raises the limit further, once that sensor has been seen followed by
   * quiet `credibilitySpells` times there (0: no cap, for rest and sleep)
   */
  borrowCapMinutes: number
  ownBins: number
  /**
   * Caution (caution.ts): quiet alerts the person ended themselves are counted, fading by
   * `cautionDailyFade` a day; past `cautionFreeAlerts` of them, each adds `cautionStepMinutes` to the
   * margins, up to `cautionMaxMinutes`; past `cautionHoldAlerts`, what was learned of the home's quiet
   * stops fading (its long spells are its habit, not one-offs to forget)
   */
  cautionDailyFade: number
  cautionFreeAlerts: number
  cautionStepMinutes: number
  cautionMaxMinutes: number
  cautionHoldAlerts: number
}

export const DEFAULT_QUIET_LIMIT: QuietLimitParams = {
  factor: 1.1,
  marginMinutes: 22,
  floorMinutes: 45,
  fallRiskFloorMinutes: 30,
  capMinutes: 18 * 60,
  nearBins: 4,
  wideBins: 12,
  credibilitySpells: 10,
  credibilityPower: 1,
  nightFactor: 1.6,
  nightMarginMinutes: 60,
  borrowCapMinutes: 70,
  ownBins: 24,
  cautionDailyFade: 0.95,
  cautionFreeAlerts: 1.5,
  cautionStepMinutes: 15,
  cautionMaxMinutes: 90,
  cautionHoldAlerts: 2,
}

const zeros = (n: number) => new Array<number>(n).fill(0)

export function newProfile(): QuietProfile {
  return { max: zeros(BINS_PER_DAY), spells: zeros(BINS_PER_DAY) }
}

export function newQuietModel(): QuietModel {
  return { devices: {}, rooms: {}, all: newProfile(), homeMinutes: zeros(24), episodes: zeros(24), lastEpisodeAt: null }
}

export function binOf(minuteOfDay: number): number {
  return Math.floor(minuteOfDay / BIN_MINUTES)
}

function note(profile: QuietProfile, bin: number, minutes: number) {
  if (minutes > (profile.max[bin] ?? 0)) profile.max[bin] = Math.round(minutes * 10) / 10
  profile.spells[bin] = (profile.spells[bin] ?? 0) + 1
}

/**
 * Learns a quiet spell at home that began after activity of `deviceKey` in `room` (at the pace `contextKey`).
 * `upAndAbout`: it began outside her usual night, in a room she does not go to bed from; it is also kept apart
 * (`upKey`) for the borrow cap, whose own record a night's sleep after a late drink would otherwise lift at dawn
 */
export function learnSpell(model: QuietModel, room: string, deviceKey: string, startMs: number, endMs: number, timeZone: string, contextKey: string | null = null, upAndAbout = false) {
  const profiles = [(model.devices[deviceKey] ??= newProfile()), (model.rooms[room] ??= newProfile()), model.all]
  if (contextKey !== null) profiles.push((model.devices[contextKey] ??= newProfile()))
  if (upAndAbout) profiles.push((model.devices[upKey(deviceKey)] ??= newProfile()))
  noteSpell(profiles, startMs, endMs, timeZone)
}

/** Notes a quiet spell on each of `profiles`, in every quarter hour it covers (up to QUIET_RULES.learnCapMinutes) */
export function noteSpell(profiles: QuietProfile[], startMs: number, endMs: number, timeZone: string) {
  const end = Math.min(endMs, startMs + QUIET_RULES.learnCapMinutes * MINUTE_MS)
  let cursor = startMs
  do {
    // Local quarter hours start on UTC quarter hours: every zone's offset is a multiple of 15 minutes
    const binEnd = (Math.floor(cursor / QUARTER_MS) + 1) * QUARTER_MS
    const bin = binOf(localClock(cursor, timeZone).minuteOfDay)
    const minutes = (Math.min(binEnd, end) - startMs) / MINUTE_MS
    for (const profile of profiles) note(profile, bin, minutes)
    cursor = binEnd
  } while (cursor < end)
}

/** Counts time at home per local hour, in quarter-hour pieces so half-hour zones land right */
export function addHomeTime(model: QuietModel, fromMs: number, toMs: number, timeZone: string) {
  forEachQuarter(fromMs, toMs, timeZone, ({ hour }, minutes) => {
    model.homeMinutes[hour] = (model.homeMinutes[hour] ?? 0) + minutes
  })
}

export function countEpisode(model: QuietModel, atMs: number, timeZone: string) {
  if (model.lastEpisodeAt !== null && atMs - model.lastEpisodeAt < QUIET_RULES.episodeGapMinutes * MINUTE_MS) {
    model.lastEpisodeAt = atMs
    return
  }
  model.lastEpisodeAt = atMs
  const hour = localClock(atMs, timeZone).hour
  model.episodes[hour] = (model.episodes[hour] ?? 0) + 1
}

/**
 * Fades the records by `days` days' worth (a day lived at home is 1, one spent away fades less: see
 * `livedDays`). With no fading at all (0) nothing is touched.
 */
export function fadeQuietModel(model: QuietModel, days = 1) {
  if (days <= 0) return
  const fade = QUIET_RULES.dailyFade ** days
  for (const profile of [model.all, ...Object.values(model.rooms), ...Object.values(model.devices)]) {
    for (let bin = 0; bin < BINS_PER_DAY; bin++) {
      profile.max[bin] = Math.round((profile.max[bin] ?? 0) * fade * 10) / 10
      profile.spells[bin] = Math.round((profile.spells[bin] ?? 0) * fade * 1000) / 1000
    }
  }
  for (let hour = 0; hour < 24; hour++) {
    model.homeMinutes[hour] = Math.round((model.homeMinutes[hour] ?? 0) * fade * 10) / 10
    model.episodes[hour] = Math.round((model.episodes[hour] ?? 0) * fade * 1000) / 1000
  }
}

export function windowMax(values: number[], bin: number, halfWidth: number): number {
  let best = 0
  for (let offset = -halfWidth; offset <= halfWidth; offset++) {
    const value = values[(((bin + offset) % BINS_PER_DAY) + BINS_PER_DAY) % BINS_PER_DAY] ?? 0
    if (value > best) best = value
  }
  return best
}

export interface QuietLimit {
  limitMinutes: number
  /** The pooled longest normal spell at this time, after this room; when `ownOnly`, after this sensor within `ownBins` */
  usualLongestMinutes: number
  /** Spells seen after this device around this time */
  evidenceSpells: number
  /** The limit is this sensor's own (the borrow cap held the pooled one back) */
  ownOnly: boolean
}

/**
 * How long a quiet spell after `deviceKey` (in `room`) may last in `bin` before it is unusual. The
 * narrowest estimate (this device at this pace — `contextKey` from `paceKey` — at this time of day) is
 * trusted as far as its evidence goes and otherwise leans on wider ones: the device at any pace, this
 * room, a wider time window, any room, the whole day.
 */
export function quietLimit(model: QuietModel, room: string, deviceKey: string, bin: number, params = DEFAULT_QUIET_LIMIT, contextKey: string | null = null): QuietLimit {
  const blend = (profile: QuietProfile | undefined, halfWidth: number, wider: number) => {
    if (!profile) return { value: wider, spells: 0 }
    const narrow = windowMax(profile.max, bin, halfWidth)
    const spells = windowMax(profile.spells, bin, halfWidth)
    const power = params.credibilityPower
    const weight = spells ** power / (spells ** power + params.credibilitySpells ** power)
    return { value: weight * narrow + (1 - weight) * Math.max(narrow, wider), spells }
  }
  const wholeDay = windowMax(model.all.max, 0, BINS_PER_DAY / 2)
  const allWide = blend(model.all, params.wideBins, wholeDay)
  const roomWide = blend(model.rooms[room], params.wideBins, allWide.value)
  const roomNear = blend(model.rooms[room], params.nearBins, roomWide.value)
  const deviceNear = blend(model.devices[deviceKey], params.nearBins, roomNear.value)
  const contextNear = contextKey === null ? deviceNear : blend(model.devices[contextKey], params.nearBins, deviceNear.value)
  const pooled = contextNear.value
  const limitOf = (longest: number) => limitFromLongest(params, longest)
  const limit = limitOf(pooled)
  if (params.borrowCapMinutes > 0 && limit > params.borrowCapMinutes) {
    // The wider levels are maxima: one long sit after any sensor in a six-hour window lifts every thin
    // context near it. Past the cap, a quiet this long must have followed this sensor itself before.
    // Her own is what followed it while she was up and about, once there is enough of that (decision 0126): the
    // night's sleep after a late drink is no sit after the fridge. Before then, and after the rooms she goes to bed
    // from (where going back to bed after getting up has only the night's spells to cover it), everything
    const up = model.devices[upKey(deviceKey)]
    const upSpells = up ? windowMax(up.spells, bin, params.ownBins) : 0
    const profile = up && upSpells >= params.credibilitySpells ? up : model.devices[deviceKey]
    const own = profile ? windowMax(profile.max, bin, params.ownBins) : 0
    const ownSpells = profile ? windowMax(profile.spells, bin, params.ownBins) : 0
    const ownLimit = Math.max(params.borrowCapMinutes, limitOf(own))
    // only once the sensor's own evidence is as credible as the pooling's balance point: a sensor added
    // last week, or one used twice a month, still leans on its room and the home
    if (ownLimit < limit && ownSpells >= params.credibilitySpells) return { limitMinutes: ownLimit, usualLongestMinutes: own, evidenceSpells: deviceNear.spells, ownOnly: true }
  }
  return { limitMinutes: limit, usualLongestMinutes: pooled, evidenceSpells: deviceNear.spells, ownOnly: false }
}

/** A limit from a usual longest spell: factor × it + the margin, within the floor and the cap */
export function limitFromLongest(params: QuietLimitParams, longest: number): number {
  return Math.min(params.capMinutes, Math.max(params.floorMinutes, params.factor * longest + params.marginMinutes))
}

/** The longest quiet spell ever seen after `room`, at any time of day (faded like the rest) */
export function longestAfterRoom(model: QuietModel, room: string): number | null {
  const profile = model.rooms[room]
  return profile ? windowMax(profile.max, 0, BINS_PER_DAY / 2) : null
}

/** Typical minutes between activity episodes at home at this local hour, or null without evidence */
export function usualIntervalMinutes(model: QuietModel, hour: number): number | null {
  let minutes = 0
  let episodes = 0
  for (const h of [hour - 1, hour, hour + 1]) {
    const index = (h + 24) % 24
    minutes += model.homeMinutes[index] ?? 0
    episodes += model.episodes[index] ?? 0
  }
  return episodes >= 3 ? minutes / episodes : null
}

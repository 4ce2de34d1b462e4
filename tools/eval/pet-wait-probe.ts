// Where a pet home's daytime detection trials wait (an ad-hoc probe for the pet rules, pets.ts and pet-*.ts): each
// of the eval's daytime trials replayed twice from its cut, with the cat going on (as the eval does) and with the
// cat's reports after the cut left out (what an engine that knew the cat's from hers would have had), and at the
// first quiet alert which watch raised it, which rule set its time, and what began the spell it judged.
//   npx tsx tools/eval/pet-wait-probe.ts --dataset DIR [--home a,b] [--seed S] [--json FILE]
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { cloneState, createState, evaluate } from '../../server/engine/engine'
import { assessQuiet } from '../../server/engine/inactivity'
import { localClock, MINUTE_MS, realMinutesUntil } from '../../server/engine/local-time'
import { petGapsNow, bedCapMinutes, PET_BED_RANK } from '../../server/engine/pet-day'
import { latestBed } from '../../server/engine/sleep'
import { doubtLimit } from '../../server/engine/pet-doubt'
import { isPresenceDoubtful } from '../../server/engine/presence'
import { assessPetQuiet, PET_FLOOR_MINUTES } from '../../server/engine/pets'
import { binOf, DEFAULT_QUIET_LIMIT, quietLimit } from '../../server/engine/quiet-model'
import { beganAsleep } from '../../server/engine/rest-kind'
import type { EngineEvent, EngineHome, EngineState } from '../../server/engine/types'
import { toolArgs } from '../cli/args'
import { loadDataset } from './dataset'
import { DEFAULT_EVAL_OPTIONS } from './evaluate-home'
import { mulberry32, seedOf } from './rng'
import { pickDetectionTrials } from './trials'
import { personEvidence, replayWindow } from './window'

const DAY_MS = 24 * 60 * MINUTE_MS
const cli = toolArgs(
  { dataset: { type: 'string' }, home: { type: 'string' }, seed: { type: 'string' }, json: { type: 'string' } },
  'Usage: npx tsx tools/eval/pet-wait-probe.ts --dataset DIR [--home a,b] [--seed S] [--json FILE]',
)
const seed = cli.number('seed', { fallback: DEFAULT_EVAL_OPTIONS.seed, whole: true })
const only = cli.values.home ? new Set(cli.values.home.split(',')) : null
const params = DEFAULT_QUIET_LIMIT

export interface TrialWait {
  home: string
  at: number
  hour: number
  /** Her last report before the cut: its room */
  herRoom: string
  minutes: number
  /** The same trial with the cat's reports after the cut left out */
  noCatMinutes: number
  watch: 'motion' | 'pet' | 'open' | 'none'
  rule: string
  /** The spell the alert judged began with: room, the cat's or hers (the logs' labels), taken as hers by the engine */
  spellRoom: string
  spellByCat: boolean
  spellTakenAsHers: boolean
  /** Where the engine had her last seen at the alert, closely followed there or not, minutes before the spell began */
  seenRoom: string
  seenClose: boolean
  seenAgo: number
  /** The limit the alert was raised on (minutes from the spell's start) */
  limit: number
}

const keyOf = (event: EngineEvent) => `${event.timestamp.getTime()}|${event.deviceKey}`
const isQuietType = (type: string) => type === 'inactivity' || type === 'emergency'

/** The motion watch's rule that set the limit of the spell going on at `now` */
function motionRule(state: EngineState, now: number): string {
  const full = assessQuiet(state, now, false, params)
  if (!full) return 'motion: none'
  // the same spell with where she was seen forgotten: the pet-path rules (spellWhereSeen, spellSeenElsewhere) off
  const plainState = state.pets ? { ...state, pets: { ...state.pets, seen: undefined } } : state
  const plain = assessQuiet(plainState as EngineState, now, false, params)
  if (plain && full.limitMinutes < plain.limitMinutes - 0.5) return 'motion: judged as where she was seen'
  if (plain && full.limitMinutes > plain.limitMinutes + 0.5) return 'motion: held to her rest room'
  const a = plain ?? full
  if (a.maybeOut) return 'motion: home in doubt (12 h)'
  if (a.usualRiseMinute != null) return a.asleep ? 'motion: asleep, waits for her rise' : 'motion: early night, waits for her rise'
  if (a.asleep) return 'motion: asleep (quiet model)'
  if (a.earlyNight) return 'motion: early night (sleep pair)'
  if (a.lyingDown) return 'motion: lying down (bedroom)'
  if (a.eveningSeat) return 'motion: evening seat'
  return a.cautionMinutes > 0 ? 'motion: ordinary (+caution)' : 'motion: ordinary'
}

/** The pet watch's rule that set its limit at `now` (pets.ts assessPetQuiet, taken apart) */
function petRule(state: EngineState, home: EngineHome, now: number): string {
  const watch = state.pets
  const quiet = assessPetQuiet(state, home, now, params)
  if (!watch || !quiet || watch.lastRoom === null || watch.lastDeviceKey === null || watch.lastAt === null) return 'pet: none'
  const bin = binOf(localClock(now, state.timeZone).minuteOfDay)
  const sleepPair = { ...params, factor: params.nightFactor, marginMinutes: params.nightMarginMinutes, floorMinutes: PET_FLOOR_MINUTES, borrowCapMinutes: 0 }
  const gaps = petGapsNow(state, now)
  const dayGaps = gaps !== null && gaps === watch.day?.gaps
  const limit = quietLimit(gaps ?? watch.quiet, watch.lastRoom, watch.lastDeviceKey, bin, sleepPair)
  const bedMinute = latestBed(state.daily.history, PET_BED_RANK)
  const bedMs = bedMinute === null ? now : watch.lastAt + realMinutesUntil(watch.lastAt, bedMinute, state.timeZone) * MINUTE_MS
  const fromThere = quietLimit(gaps ?? watch.quiet, watch.lastRoom, watch.lastDeviceKey, binOf(localClock(Math.min(now, bedMs), state.timeZone).minuteOfDay), sleepPair)
  const bedCap = dayGaps ? bedCapMinutes(state, fromThere.usualLongestMinutes) : null
  const doubt = doubtLimit(state, bin, sleepPair)
  const near = (a: number, b: number) => Math.abs(a - b) < 0.5
  if (beganAsleep(state, watch.lastAt) && quiet.limitMinutes > limit.limitMinutes + 0.5 && !(doubt && near(quiet.limitMinutes, doubt.limitMinutes))) return 'pet: night, waits for her late rise'
  if (doubt && near(quiet.limitMinutes, doubt.limitMinutes) && doubt.limitMinutes > limit.limitMinutes) return 'pet: in doubt (doubt model)'
  if (bedCap !== null && bedCap < limit.limitMinutes && near(quiet.limitMinutes, Math.max(PET_FLOOR_MINUTES, bedCap))) return 'pet: bed cap'
  if (near(quiet.limitMinutes, PET_FLOOR_MINUTES)) return 'pet: floor 2 h'
  const doubtful = isPresenceDoubtful(state.presence) ? ' (home in doubt)' : ''
  return `${dayGaps ? 'pet: her day gaps' : 'pet: all gaps'}${doubtful}`
}

const NOTHING = { spellRoom: '', spellByCat: false, spellTakenAsHers: false, seenRoom: '', seenClose: false, seenAgo: -1, limit: -1 }

/** Runs the trial from the cut: minutes to the first quiet alert, and what raised it */
function runTrial(state: EngineState, home: EngineHome, at: number, pets: EngineEvent[], petKeys: Set<string>) {
  const fork = cloneState(state)
  let p = pets.findIndex((event) => event.timestamp.getTime() > at)
  if (p < 0) p = pets.length
  if (Object.values(fork.open).some((open) => isQuietType(open.type))) return { minutes: 0, watch: 'open' as const, rule: 'already open', ...NOTHING }
  for (let u = at + MINUTE_MS; u <= at + DAY_MS; u += MINUTE_MS) {
    const batch: EngineEvent[] = []
    for (; p < pets.length && (pets[p]?.timestamp.getTime() ?? Infinity) <= u; p++) batch.push(pets[p] as EngineEvent)
    const result = evaluate(fork, batch, new Date(u), home)
    const alert = result.alerts.find((a) => isQuietType(a.type))
    if (!alert) continue
    const byPet = fork.open[alert.dedupeKey]?.petWatch === true
    const seen = fork.pets?.seen
    const spellAt = byPet ? (fork.pets?.lastAt ?? 0) : (fork.lastInsideAt ?? 0)
    const spellKey = byPet ? (fork.pets?.lastDeviceKey ?? '') : (fork.lastDeviceKey ?? '')
    return {
      minutes: (u - at) / MINUTE_MS,
      watch: byPet ? ('pet' as const) : ('motion' as const),
      rule: byPet ? petRule(fork, home, u) : motionRule(fork, u),
      spellRoom: (byPet ? fork.pets?.lastRoom : fork.lastRoom) ?? '',
      spellByCat: petKeys.has(`${spellAt}|${spellKey}`),
      spellTakenAsHers: !byPet && !!seen && seen.at === fork.lastInsideAt && seen.deviceKey === fork.lastDeviceKey,
      seenRoom: seen?.room ?? '',
      seenClose: seen?.close === true,
      seenAgo: seen ? (spellAt - seen.at) / MINUTE_MS : -1,
      limit: byPet ? (assessPetQuiet(fork, home, u, params)?.limitMinutes ?? -1) : (assessQuiet(fork, u, false, params)?.limitMinutes ?? -1),
    }
  }
  return { minutes: 24 * 60 + 1, watch: 'none' as const, rule: 'missed', ...NOTHING }
}

const waits: TrialWait[] = []
for (const data of loadDataset(resolve(cli.values.dataset ?? cli.fail('--dataset is required')))) {
  if (only && !only.has(data.name)) continue
  const options = { ...DEFAULT_EVAL_OPTIONS, seed }
  const window = replayWindow(data, options)
  const rng = mulberry32(seedOf(data.name, seed))
  const detection = pickDetectionTrials(data, personEvidence(data), window.learnEndMs, window.endMs, window.stepMs, options.trials, rng).filter((t) => t.daytime)
  const petKeys = new Set(data.petEvents.map(keyOf))
  const byAt = new Map(data.events.map((event) => [event.timestamp.getTime(), event]))
  const state = createState(new Date(window.startMs), data.home)
  let index = 0
  let next = 0
  for (let t = window.startMs + window.stepMs; t <= window.endMs && next < detection.length; t += window.stepMs) {
    const batch: EngineEvent[] = []
    for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) batch.push(data.events[index] as EngineEvent)
    evaluate(state, batch, new Date(t), data.home)
    for (let trial = detection[next]; trial && trial.at <= t; trial = detection[++next]) {
      const withCat = runTrial(state, data.home, t, data.petEvents, petKeys)
      const noCat = runTrial(state, data.home, t, [], petKeys)
      waits.push({ home: data.name, at: t, hour: localClock(t, state.timeZone).hour, herRoom: byAt.get(trial.lastAt)?.room ?? '?', ...withCat, noCatMinutes: noCat.minutes })
    }
  }
  process.stderr.write(`${data.name}: ${waits.filter((w) => w.home === data.name).length} daytime trials\n`)
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? NaN : s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2
}
const part = (hour: number) => (hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening')
function table(title: string, keyOf: (w: TrialWait) => string) {
  const groups = new Map<string, TrialWait[]>()
  for (const w of waits) groups.set(keyOf(w), [...(groups.get(keyOf(w)) ?? []), w])
  console.log(`\n${title}\n| class | trials | median wait | median without the cat after the cut | over 60 min |`)
  console.log('|---|---|---|---|---|')
  for (const [key, ws] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const over = ws.filter((w) => w.minutes > 60).length
    console.log(`| ${key} | ${ws.length} | ${median(ws.map((w) => w.minutes))} | ${median(ws.map((w) => w.noCatMinutes))} | ${over} |`)
  }
}
table('By the rule that set the alert time', (w) => w.rule)
table('By the spell it judged: watch, room, whose report began it, taken as hers', (w) => `${w.watch} · ${w.spellRoom} · ${w.spellByCat ? 'cat' : 'her'} · ${w.spellTakenAsHers ? 'as hers' : 'not as hers'}`)
table('By time of day and rule', (w) => `${part(w.hour)} · ${w.rule}`)
table('By her last room and time of day', (w) => `${w.herRoom} · ${part(w.hour)}`)
for (const home of new Set(waits.map((w) => w.home))) {
  const ws = waits.filter((w) => w.home === home)
  console.log(`${home}: ${ws.length} daytime trials, median ${median(ws.map((w) => w.minutes))}, without the cat after the cut ${median(ws.map((w) => w.noCatMinutes))}`)
}
if (cli.values.json) writeFileSync(cli.values.json, JSON.stringify(waits))

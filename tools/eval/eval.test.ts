import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadDataset, sliceHome } from './dataset'
import { DEFAULT_EVAL_OPTIONS, evaluateHome } from './evaluate-home'
import { summarise } from './metrics'
import { toJson, toText } from './report'
import { parseSeeds, seedSpread, seedSpreadText } from './seeds'

// The real homes live outside the repository (../shared/data, see its README); never copied here
const DATA = fileURLToPath(new URL('../../../shared/data', import.meta.url))
const hasData = existsSync(DATA)
if (!hasData) console.warn(`Skipping the real-home eval tests: no dataset at ${DATA}`)

const DAY_MS = 86_400_000
const QUICK = { ...DEFAULT_EVAL_OPTIONS, trials: 30, offlineTrials: 3, outsideTrials: 3 }

const nullableNumber = (value: unknown) => value === null || typeof value === 'number'

/** The M of issue 5 §6: falseAlertsPerDay, detection{…}, offline{…} */
function expectMethodShape(method: unknown) {
  const m = method as { falseAlertsPerDay: unknown; detection: Record<string, unknown>; offline: Record<string, unknown> }
  expect(nullableNumber(m.falseAlertsPerDay)).toBe(true)
  for (const key of ['trials', 'within60', 'missed24h']) expect(typeof m.detection[key]).toBe('number')
  for (const key of ['medianMinutes', 'p90Minutes', 'daytimeMedianMinutes']) expect(nullableNumber(m.detection[key])).toBe(true)
  for (const key of ['medianMinutes', 'falseAlertsPerDay']) expect(nullableNumber(m.offline[key])).toBe(true)
}

// replays of real days: seconds on a quiet machine, much longer on a busy CI one
describe.skipIf(!hasData)('the eval on a slice of a real home', { timeout: 60_000 }, () => {
  const slice = (name: string, days: number) => {
    const home = loadDataset(`${DATA}/${name}`)[0]
    if (!home) throw new Error(`no ${name}`)
    const start = Math.floor((home.events[0]?.timestamp.getTime() ?? 0) / DAY_MS) * DAY_MS
    return sliceHome(home, start, start + days * DAY_MS)
  }

  it('prints the issue-5 JSON shape for the engine and every baseline', () => {
    const result = evaluateHome(slice('kasteren-a', 11), QUICK)
    const json = toJson([result])
    expect(json.homes).toHaveLength(1)
    const [home] = json.homes
    expect(home).toMatchObject({ name: 'kasteren-a', days: expect.any(Number) })
    expectMethodShape(home?.engine)
    expect(Object.keys(home?.baselines ?? {})).toEqual(['fixed-2h', 'fixed-12h', 'cuddihy-2007'])
    for (const baseline of Object.values(home?.baselines ?? {})) expectMethodShape(baseline)
    expect(home?.engine.detection.trials).toBe(30)
    expect(home?.away?.agreement).toBeGreaterThan(0.5)
    expect(toText([result])).toMatch(/kasteren-a — .* days/)
    // the nights it read, against the go-to-bed annotations: 6 of its first 7 right with the bedroom door read (4 without)
    expect(home?.nights).toMatchObject({ annotated: 7, allRight: 6 })
    expect(toText([result])).toMatch(/nights read vs go-to-bed annotations: 6 \/ 7 right/)
  })

  it('cuts the log at active moments, so the fixed two-hour rule alerts within 5 minutes of its two hours', () => {
    const result = evaluateHome(slice('kasteren-a', 11), QUICK)
    const fixed = result.baselines['fixed-2h']
    expect(fixed?.detection.medianMinutes).toBeGreaterThanOrEqual(115)
    expect(fixed?.detection.p90Minutes).toBeLessThanOrEqual(120)
  })

  it('gives the range of the daytime median and p90 over seeds, which move the trials and not the false alerts', () => {
    const home = slice('kasteren-a', 11)
    const runs = [2024, 1, 2].map((seed) => ({ seed, result: evaluateHome(home, { ...QUICK, seed }) }))
    const spread = seedSpread(runs)
    const medians = runs.map(({ result }) => result.engine.detection.daytime.medianMinutes ?? NaN)
    expect(spread.seeds).toEqual([2024, 1, 2])
    expect(spread.daytimeMedianMinutes).toEqual([Math.min(...medians), Math.max(...medians)])
    expect(new Set(runs.map(({ result }) => result.engine.falseAlerts)).size).toBe(1)
    expect(seedSpreadText('kasteren-a', spread)).toMatch(/^kasteren-a: engine daytime median \d+(–\d+)? min, p90 \d+(–\d+)? min over seeds 2024, 1, 2$/)
  })

  it('takes the person out of the front door in the night, or on a real outing, and never back: the engine is told, the baselines by their silence', () => {
    const result = evaluateHome(slice('kasteren-a', 16), { ...QUICK, trials: 5, offlineTrials: 0, outsideTrials: 5 })
    const { night, departure } = result.engine.outside
    expect(night.trials).toBe(5)
    // 'Went out in the night' 30 min after the door (before: never, the quiet alerts stop while out)
    expect(night.missed24h).toBe(0)
    expect(night.medianMinutes).toBeGreaterThanOrEqual(30)
    expect(night.medianMinutes).toBeLessThanOrEqual(35)
    expect(result.baselines['fixed-2h']?.outside.night.medianMinutes).toBeCloseTo(120, 0)
    expect(departure.trials).toBeGreaterThan(0)
    // from the door's first report; its last (the silence's start) may come minutes later
    expect(result.baselines['fixed-2h']?.outside.departure.medianMinutes).toBeGreaterThanOrEqual(120)
    expect(result.baselines['fixed-2h']?.outside.departure.p90Minutes).toBeLessThanOrEqual(140)
    expect(toJson([result]).homes[0]?.engine.outside).toEqual(result.engine.outside)
    expect(toText([result])).toMatch(/out in the night, not back: trials +5 +5 +5 +5/)
  })

  it('does not count false alerts where the quiet spells are gaps in the recording', () => {
    const result = evaluateHome(slice('mit-1', 9), { ...QUICK, offlineTrials: 0 })
    expect(result.quietSpellsAreReal).toBe(false)
    expect(result.engine.falseAlertsPerDay).toBeNull()
    expect(result.baselines['fixed-2h']?.falseAlertsPerDay).toBeNull()
    expect(result.engine.detection.trials).toBe(30)
  })
})

describe('--seeds', () => {
  it('reads whole numbers separated by commas and refuses anything else', () => {
    expect(parseSeeds('1, 2,3')).toEqual([1, 2, 3])
    expect(() => parseSeeds('1,x')).toThrow('--seeds must be whole numbers separated by commas, got "1,x"')
    expect(() => parseSeeds('')).toThrow('--seeds')
  })
})

describe('detection summaries', () => {
  it.each([
    [[10, 20, 30, 40], 20, 40, 0],
    [[10, 2000, 3000], null, null, 2],
    [[], null, null, 0],
  ])('%j minutes give median %s, p90 %s, %i misses', (minutes, median, p90, missed) => {
    const summary = summarise(minutes)
    expect([summary.medianMinutes, summary.p90Minutes, summary.missed24h]).toEqual([median, p90, missed])
  })
})

// The activity score of a home with a cat counts what is surely her, and says when it cannot tell (activity-score-pet.ts).
// Three weeks of her days with a busy cat (a motion sensor sees it every 5 minutes, day and night), then a day on which
// her last movement is at 07:40 and only the cat moves after: the score read 63 at 13:00, counting the cat as her.
import { describe, expect, it } from 'vitest'
import { measuredActivityScore } from './activity-score'
import { petBlindness } from './activity-score-pet'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents } from './synthetic-home'
import { byTime, fridgeHome, fridgeUse, PET_DAY0, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

const DAYS = 21

/** A cat seen every `every` minutes, in the kitchen and the living room in turn */
function cat(fromMs: number, toMs: number, every = 5): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let t = fromMs, i = 0; t < toMs; t += every * MINUTE_MS, i++) events.push(i % 2 ? report('living-pir', 'motion', 'living', t) : report('kitchen-pir', 'motion', 'kitchen', t))
  return events
}

/** Her days with the fridge six times a day (with `fridge`), then day DAYS until `lastMs` only, the cat throughout */
function home(lastMs: number, fridge = true) {
  const hers: EngineEvent[] = []
  const fridgeAt = [[7, 35], [10, 0], [12, 10], [15, 0], [18, 15], [21, 0]] as const
  for (let d = 0; d <= DAYS; d++) {
    hers.push(...dayEvents(PET_DAY0 + d, DEFAULT_DAY, 'UTC'))
    if (fridge) for (const [h, m] of fridgeAt) hers.push(...fridgeUse(petAt(d, h, m + (d % 3))))
  }
  return withReleases(byTime([...hers.filter((e) => e.timestamp.getTime() < lastMs), ...cat(petAt(0, 0, 3), petAt(DAYS, 17))]))
}

const scoreAt = (h: EngineHome, events: EngineEvent[], at: number) => {
  const run = replay(h, events, petAt(0, 0), at, null, 15)
  return { score: measuredActivityScore(run.state, new Date(at), h), blind: petBlindness(run.state, h, at) }
}

describe('the activity score in a home with a cat', () => {
  it('does not count the cat as her: after her last movement at 07:40, hours of only the cat read as no ordinary day', () => {
    const { score, blind } = scoreAt(fridgeHome(), home(petAt(DAYS, 7, 40)), petAt(DAYS, 13))
    expect(blind).toBe('onlyPetLately')
    expect(score).toBeNull()
  })

  it('scores an ordinary day with the cat about on what the pet cannot use', () => {
    const { score, blind } = scoreAt(fridgeHome(), home(petAt(DAYS + 1, 0)), petAt(DAYS, 13))
    expect(blind).toBeNull()
    expect(score).toBeGreaterThanOrEqual(60)
  })

  it('gives no score in a home with a pet and nothing inside a pet cannot set off', () => {
    const motionOnly: EngineHome = { ...fridgeHome(), devices: fridgeHome().devices.filter((d) => d.kind !== 'contact') }
    const { score, blind } = scoreAt(motionOnly, home(petAt(DAYS + 1, 0), false), petAt(DAYS, 13))
    expect(blind).toBe('noSureSensor')
    expect(score).toBeNull()
  })
})

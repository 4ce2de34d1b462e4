// In a pet home, her rest in the room she rests in, across a lone report on its sensor (a stir of hers or the cat's):
// learned as one quiet spell as well as two (pet-path.ts bridgeRest, engine.ts), so an unbroken nap as long as the
// broken ones is not past the record.
import { describe, expect, it } from 'vitest'
import { assessQuiet } from './inactivity'
import { MINUTE_MS } from './local-time'
import { fridgeHome, petAt, withReleases } from './test-pet'
import { NAP_DAY, restDays, restFrom } from './pet-rest-test-kit'
import { quietAlerts, replay } from './test-replay'

const wakeAt = petAt(NAP_DAY, 10, 50)

describe('her rests in the living room, broken by a lone stir', () => {
  it('learns the whole rest, so an unbroken one as long raises no alert', () => {
    const run = replay(fridgeHome(), withReleases(restDays), petAt(0, 0), wakeAt + 5 * MINUTE_MS)
    expect(quietAlerts(run).filter(({ at }) => at > restFrom && at < wakeAt)).toEqual([])
  })

  it('still judges a quiet past the whole rest as unusual', () => {
    const state = replay(fridgeHome(), withReleases(restDays.filter((e) => e.timestamp.getTime() <= restFrom)), petAt(0, 0), restFrom + 10 * MINUTE_MS).state
    expect(state.lastRoom).toBe('living')
    const limit = assessQuiet(state, wakeAt, false)?.limitMinutes ?? 0
    // the whole rest (about 125 min) is within the limit, and the limit is no more than the day's factor and margin on it
    expect(limit).toBeGreaterThan((wakeAt - restFrom) / MINUTE_MS)
    expect(limit).toBeLessThan(1.1 * ((wakeAt - restFrom) / MINUTE_MS + 5) + 22 + 1)
  })
})

// The morning-up limit (morning-up.ts) after the kitchen too. small-s153 3 Mar: after her breakfast in the kitchen at
// 07:43, up since 07:08, the kitchen's limit was 103 min, held by drinks near her rising after which she went back to
// bed unseen (62-95 min, begun a few minutes after her night). Once she has been up a while, what followed the kitchen
// on such mornings is the limit there as after the bathroom; the living room and the bedroom, where she may sit or lie
// down again, keep their own.
import { describe, expect, it } from 'vitest'
import { createState } from './engine'
import { localInstant, dayIndexOf } from './synthetic-home'
import { morningUpKey, withMorningUp } from './morning-up'
import { binOf, DEFAULT_QUIET_LIMIT, newProfile, type QuietLimit } from './quiet-model'

const TZ = 'UTC'
const DAY = dayIndexOf('2024-05-20')
const at = (hour: number, minute = 0) => localInstant(DAY, hour * 60 + minute, TZ)
// the kitchen's limit as the drinks she went back to bed after hold it: 1.1 × 66 + 22
const HELD: QuietLimit = { limitMinutes: 95, usualLongestMinutes: 66, evidenceSpells: 140, ownOnly: true }

/** Her state at 07:43 after `room`'s sensor, up since 07:08, with ten mornings of up to 18 min after it known */
function upAt743(room: string, deviceKey: string) {
  const state = createState(new Date(at(0)), { timeZone: TZ, devices: [] })
  state.lastInsideAt = at(7, 43)
  state.lastRoom = room
  state.lastDeviceKey = deviceKey
  state.upSince = at(7, 8)
  const profile = newProfile()
  profile.spells[binOf(7 * 60 + 45)] = 10
  profile.max[binOf(7 * 60 + 45)] = 18
  state.quiet.devices[morningUpKey(deviceKey)] = profile
  return state
}

describe('the kitchen in the morning, once she has been up a while', () => {
  it('is judged on what followed it on such mornings', () => {
    // 1.1 × 18 + 22 = 41.8, under the kitchen's floor of 45
    expect(withMorningUp(upAt743('kitchen', 'kitchen-pir'), HELD, 8 * 60 + 30, DEFAULT_QUIET_LIMIT).limitMinutes).toBeCloseTo(45, 0)
  })

  it('leaves the living room and the bedroom, where she may sit or lie down again, on the limit they had', () => {
    expect(withMorningUp(upAt743('living', 'living-pir'), HELD, 8 * 60 + 30, DEFAULT_QUIET_LIMIT).limitMinutes).toBe(95)
    expect(withMorningUp(upAt743('bedroom', 'bedroom-pir'), HELD, 8 * 60 + 30, DEFAULT_QUIET_LIMIT).limitMinutes).toBe(95)
  })
})

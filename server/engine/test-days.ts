// An ordinary closed day line for the engine's tests of pattern changes: 22 h at home, one outing of 2 h,
// 100 activations, 3 kitchen visits, up at 07:00 and in bed at 22:45 with one night-time bathroom visit.
import type { DaySummary } from './daily'

export const ordinaryDay = (day: number, over: Partial<DaySummary> = {}): DaySummary => ({
  day,
  homeMinutes: 1320,
  awayMinutes: 120,
  outings: 1,
  activations: 100,
  kitchenVisits: 3,
  bathroomVisits: 4,
  riseMinute: 420,
  bedMinute: -75,
  nightBathroomVisits: 1,
  ...over,
})

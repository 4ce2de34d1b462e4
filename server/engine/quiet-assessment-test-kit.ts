// A quiet spell as the engine judges it (inactivity.ts' QuietAssessment), for the tests of what alerts say
// (falls, quiet-text, the card's reading of their lengths): an awake spell of an hour after the kitchen at noon,
// at its limit, on a learned home; each test gives what its case is about.
import type { QuietAssessment } from './inactivity'

export const quietAssessment = (over: Partial<QuietAssessment> = {}): QuietAssessment => ({
  quietMinutes: 60,
  judgedMinutes: 60,
  unwatchedMinutes: 0,
  lastMovementAt: Date.UTC(2025, 1, 7, 11, 0),
  limitMinutes: 60,
  usualLongestMinutes: null,
  usualIntervalMinutes: null,
  room: 'kitchen',
  evidenceSpells: 10,
  hour: 12,
  startHour: 11,
  isLearning: false,
  maybeOut: false,
  firingRoom: null,
  asleep: false,
  onMat: false,
  eveningSeat: false,
  earlyNight: false,
  ownOnly: false,
  cautionMinutes: 0,
  ...over,
})

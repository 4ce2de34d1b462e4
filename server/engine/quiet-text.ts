// What a quiet alert says of what is usual, in words for a carer and in numbers for the record: the
// same for 'Unusual inactivity' and a possible fall (falls.ts).
import type { AlertCandidate } from './types'
import { formatClock, formatDuration } from './format'
import { roomWords } from './rooms'
import { BIN_MINUTES, DEFAULT_QUIET_LIMIT } from './quiet-model'
import type { QuietAssessment } from './inactivity'

const OWN_WINDOW_TEXT = `${(DEFAULT_QUIET_LIMIT.ownBins * BIN_MINUTES) / 60} hours`

export function usualText(assessment: QuietAssessment): string {
  const parts: string[] = []
  if (assessment.usualIntervalMinutes !== null) parts.push(`usually every ${formatDuration(assessment.usualIntervalMinutes)} at this time of day`)
  if (assessment.wayBackRoom !== undefined && assessment.usualLongestMinutes !== null) {
    // way-back.ts: the room she was going back to set the limit
    const back = roomWords(assessment.wayBackRoom)
    parts.push(`they were last seen in the ${roomWords(assessment.room)} on their way back to the ${back}, where quiet around now usually ends within ${formatDuration(assessment.usualLongestMinutes)}`)
  } else if (assessment.hallFromRoom !== undefined && assessment.usualLongestMinutes !== null) {
    // pet-hall.ts: the room she was seen in before a hall report the pet may have made set the limit
    const from = roomWords(assessment.hallFromRoom)
    parts.push(`they were last seen in the ${from} just before the ${roomWords(assessment.room)} sensor went off, which may have been the pet; quiet after the ${from} around now usually ends within ${formatDuration(assessment.usualLongestMinutes)}`)
  } else if (assessment.usualLongestMinutes !== null && assessment.usualLongestMinutes > 0) {
    // an estimate (the longest spells seen, faded with age and pooled with wider contexts), not a record:
    // 'the longest quiet spell seen … was 37 min' was said where a 60-minute one had been seen a week before
    const after = assessment.ownOnly ? `after the same ${roomWords(assessment.room)} sensor within ${OWN_WINDOW_TEXT} of this time of day` : `after the ${roomWords(assessment.room)} around now`
    parts.push(`quiet ${after} usually ends within ${formatDuration(assessment.usualLongestMinutes)}`)
  }
  if (assessment.usualRiseMinute !== null && assessment.usualRiseMinute !== undefined) {
    parts.push(`they usually get up around ${formatClock(assessment.usualRiseMinute)}, and quiet in the night is only reported from an hour after that`)
  }
  if (assessment.unwatchedMinutes >= 1) {
    // a door opened then went unheard too: a power cut while they were out reads as quiet at home (a review's probe)
    parts.push(`${formatDuration(assessment.unwatchedMinutes)} of it passed while Hearthwatch could not hear the home, and is not counted; they may have gone out meanwhile`)
  }
  if (assessment.cautionMinutes >= 1) {
    parts.push(`alerts like this one in this home have lately ended with them moving again on their own, so Hearthwatch now waits ${formatDuration(assessment.cautionMinutes)} longer`)
  }
  if (assessment.onMat) parts.push(`the mat in the ${roomWords(assessment.room)} still reports someone on it, so a longer rest is allowed`)
  if (assessment.eveningSeat) parts.push(`they last sat down in the ${roomWords(assessment.room)} in the evening, when a doze is usual, so a longer rest is allowed`)
  if (assessment.lyingDown === true) parts.push(`they were last seen in the bedroom and may be lying down for a nap, so a longer rest is allowed`)
  if (assessment.earlyNight) parts.push(`they were last in the bedroom in the evening and may have gone to bed early, so a night's rest is allowed`)
  if (assessment.isLearning) parts.push('the routine is still being learned, so only very long silences are reported')
  else if (assessment.maybeOut) parts.push('only a seat or bed mat has moved since the front door, so they may have gone out and only very long silences are reported')
  else if (assessment.firingRoom !== null) {
    parts.push(`a sensor in the ${roomWords(assessment.firingRoom)} keeps firing and cannot show whether someone is there, so only very long silences are reported`)
  }
  return parts.join('; ')
}

export function metadataOf(assessment: QuietAssessment): AlertCandidate['metadata'] {
  const round = (value: number | null) => (value === null ? null : Math.round(value))
  return {
    quietMinutes: round(assessment.quietMinutes),
    // an escalation rewrites the metadata but keeps the alert's createdAt: the start of the quiet
    // spell is given as such, so a card can say 'no movement since' whichever report it holds
    lastMovementAt: new Date(assessment.lastMovementAt).toISOString(),
    limitMinutes: round(assessment.limitMinutes),
    usualLongestMinutes: round(assessment.usualLongestMinutes),
    usualIntervalMinutes: round(assessment.usualIntervalMinutes),
    lastRoom: assessment.room,
    ...(assessment.wayBackRoom !== undefined ? { wayBackRoom: assessment.wayBackRoom } : {}),
    ...(assessment.hallFromRoom !== undefined ? { hallFromRoom: assessment.hallFromRoom } : {}),
    ...(assessment.unwatchedMinutes >= 1 ? { unwatchedMinutes: round(assessment.unwatchedMinutes) } : {}),
    asleep: assessment.asleep,
    onMat: assessment.onMat,
    eveningSeat: assessment.eveningSeat,
    earlyNight: assessment.earlyNight,
    ...(assessment.lyingDown === true ? { lyingDown: true } : {}),
    ownOnly: assessment.ownOnly,
    ...(assessment.cautionMinutes >= 1 ? { cautionMinutes: round(assessment.cautionMinutes) } : {}),
    ...(assessment.usualRiseMinute !== null && assessment.usualRiseMinute !== undefined ? { usualRise: formatClock(assessment.usualRiseMinute) } : {}),
    evidenceSpells: Math.round(assessment.evidenceSpells * 10) / 10,
    localHour: assessment.hour,
    learning: assessment.isLearning,
    maybeOut: assessment.maybeOut,
    ...(assessment.firingRoom !== null ? { firingRoom: assessment.firingRoom } : {}),
  }
}

// The pet watch's alert (pets.ts): what a carer reads when no sure sign of the person has come for longer
// than usual in a home with a pet, and why the motion sensors' movement does not count against it.
import { formatDuration, orWords } from './format'
import { inactivitySeverity } from './inactivity'
import { roomWords } from './rooms'
import type { AlertCandidate } from './types'

export interface PetQuiet {
  /** Since the last use of a door, the fridge, a cupboard or a flush, or movement a marked sensor saw (a sure sign) */
  quietMinutes: number
  limitMinutes: number
  usualLongestMinutes: number
  lastAt: number
  room: string
  /** Only the motion sensors, which see the pet, have moved since the front door: she may have gone out */
  maybeOut: boolean
  /** Rooms of the motion sensors the pet cannot set off, counted as sure signs ([] when none) */
  immuneRooms: string[]
  /** How many such sensors there are */
  immuneSensors: number
  /** The home has motion sensors the pet can set off: held on by movement that goes on, they count as sure signs too */
  heldCounts: boolean
}

/** Unusual quiet of everything a pet cannot use: an inactivity alert the pet's movements do not hide */
export function petQuietFinding(quiet: PetQuiet | null): AlertCandidate | null {
  if (!quiet || quiet.quietMinutes <= quiet.limitMinutes) return null
  const immune = quiet.immuneRooms.length > 0
  const doubt = quiet.maybeOut ? ` They may have gone out: since the front door only the ${immune ? 'other ' : ''}motion sensors, which see the pet too, have moved.` : ''
  const where = `at home (last in the ${roomWords(quiet.room)})`
  const usual = `at this time of day`
  const sure = `No sure sign of them for ${formatDuration(quiet.quietMinutes)} ${where} — usually one comes within ${formatDuration(quiet.usualLongestMinutes)} ${usual}. `
  const immuneWords = immune ? `movement in the ${orWords(quiet.immuneRooms.map(roomWords))}, where the pet cannot set the sensor off` : ''
  const heldWords = 'a motion sensor kept on by someone moving about for a while (a pet passing by sets one off only briefly)'
  const description = quiet.heldCounts
    ? `${sure}A sure sign is a door, the fridge, a cupboard, ${immune ? `${immuneWords}, ` : ''}or ${heldWords}. A pet lives here, so other movement may be the pet rather than them.${doubt}`
    : immune
      ? `${sure}A sure sign is a door, the fridge, a cupboard or ${immuneWords}; the other motion sensors may be seeing the pet rather than them.${doubt}`
      : `No door, fridge or cupboard used for ${formatDuration(quiet.quietMinutes)} ${where} — usually one is used within ${formatDuration(quiet.usualLongestMinutes)} ${usual}. ` +
        `A pet lives here, so the motion sensors may be seeing the pet rather than them.${doubt}`
  return {
    type: 'inactivity',
    severity: inactivitySeverity(quiet.quietMinutes, quiet.limitMinutes),
    title: 'Unusual inactivity',
    description,
    dedupeKey: 'inactivity',
    metadata: {
      quietMinutes: Math.round(quiet.quietMinutes),
      limitMinutes: Math.round(quiet.limitMinutes),
      usualLongestMinutes: Math.round(quiet.usualLongestMinutes),
      room: quiet.room,
      lastUseAt: new Date(quiet.lastAt).toISOString(),
      maybeOut: quiet.maybeOut,
      pets: true,
      petImmuneSensors: quiet.immuneSensors,
      heldMotionCounts: quiet.heldCounts,
    },
  }
}

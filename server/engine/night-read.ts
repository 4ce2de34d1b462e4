// Reads one night from its marks (daily.ts keeps them from 18:00 to 14:00): bedtime, getting up and the
// bathroom visits in between. Pure: the marks are all it knows.

/** The night's window: from 18:00 the evening before to 14:00 on the day, in minutes */
export const NIGHT_START_MINUTE = 18 * 60
export const NIGHT_END_MINUTE = 14 * 60
export const NIGHT_LENGTH = 24 * 60 - NIGHT_START_MINUTE + NIGHT_END_MINUTE
/** A mark is minute × 4 + kind */
export const MARK_OTHER = 0
export const MARK_BATHROOM = 1
export const MARK_DOOR = 2
/** A hall, the entrance or the stairs: on the way to the bathroom at night, so it belongs to a visit (a night with only a hall sensor firing is still a night up) */
export const MARK_PASSAGE = 3
/** Activity this close together is one block; a block this short at night is a visit, not getting up */
const BLOCK_GAP_MINUTES = 15
const VISIT_MAX_MINUTES = 15
const VISIT_QUIET_MINUTES = 30
/**
 * Before the night's longest quiet, a bathroom visit is one in the night only once she has been to the bathroom
 * before the quiet ahead of it (her bedtime visit), or after a sleep's worth of quiet (a sleep cycle, about
 * 90 min). Otherwise it is the toilet on the way to bed and the night begins after it: a drink at 21:14, the
 * toilet at 21:52 and bed read at 21:14 had counted that toilet as a night-time visit
 */
const SLEPT_BEFORE_VISIT_MINUTES = 90
const MIN_SLEEP_MINUTES = 180

interface Block {
  start: number
  end: number
  /** Only bathroom or toilet activity, the hall and the bedroom door on the way: what a night-time visit looks like */
  onlyBathroom: boolean
  /** First and last bathroom or toilet mark (the hall alone is not a visit); null without one */
  firstBathroom: number | null
  lastBathroom: number | null
  /** First and last front door; null without one */
  firstDoor: number | null
  lastDoor: number | null
  /** First and last report of a switch in the bedroom (its door); null without one */
  firstBedroom: number | null
  lastBedroom: number | null
}

export interface NightRead {
  bedMinute: number | null
  riseMinute: number | null
  visits: number
}

type Mark = { offset: number; kind: number | 'bedroom' }

function blocksOf(marks: number[], bedroom: number[]): Block[] {
  const all: Mark[] = [...marks.map((code) => ({ offset: Math.floor(code / 4), kind: code % 4 })), ...bedroom.map((offset) => ({ offset, kind: 'bedroom' as const }))]
  all.sort((a, b) => a.offset - b.offset)
  const blocks: Block[] = []
  for (const { offset, kind } of all) {
    let block = blocks[blocks.length - 1]
    if (!block || offset - block.end > BLOCK_GAP_MINUTES) {
      block = { start: offset, end: offset, onlyBathroom: true, firstBathroom: null, lastBathroom: null, firstDoor: null, lastDoor: null, firstBedroom: null, lastBedroom: null }
      blocks.push(block)
    }
    block.end = offset
    block.onlyBathroom &&= kind === MARK_BATHROOM || kind === MARK_PASSAGE || kind === 'bedroom'
    if (kind === MARK_DOOR) {
      block.firstDoor ??= offset
      block.lastDoor = offset
    }
    if (kind === MARK_BATHROOM) {
      block.firstBathroom ??= offset
      block.lastBathroom = offset
    }
    if (kind === 'bedroom') {
      block.firstBedroom ??= offset
      block.lastBedroom = offset
    }
  }
  return blocks
}

/** Out by the bedroom door to the bathroom (its door moved before the bathroom), and back through it (moved again after) */
const leftBedroom = (block: Block) => block.firstBedroom !== null && block.firstBathroom !== null && block.firstBedroom <= block.firstBathroom
const cameBack = (block: Block) => block.lastBedroom !== null && block.lastBathroom !== null && block.lastBedroom >= block.lastBathroom

/** Gap i lies between blocks[i - 1] and blocks[i]; the window's edges stand in at both ends */
const edges = (blocks: Block[]) => (i: number) => ({ from: i === 0 ? 0 : (blocks[i - 1]?.end ?? 0), to: i === blocks.length ? NIGHT_LENGTH : (blocks[i]?.start ?? 0) })

/** The night's longest quiet around midnight (its gap's index), or -1 when none is a sleep's length */
function coreOf(blocks: Block[]): number {
  const edgeOf = edges(blocks)
  let core = -1
  let coreLength = 0
  for (let i = 0; i <= blocks.length; i++) {
    const { from, to } = edgeOf(i)
    const middle = (from + to) / 2
    if (middle < 4 * 60 || middle > 16 * 60) continue // its middle between 22:00 and 10:00
    if (to - from > coreLength) {
      core = i
      coreLength = to - from
    }
  }
  return coreLength < MIN_SLEEP_MINUTES ? -1 : core
}

/**
 * Where the night's longest quiet began (minutes from 18:00), or null: the last sign of her before she slept,
 * which is her bedtime unless a bathroom visit after a long evening unseen was read as a visit in the night
 */
export function sleepBeganAt(marks: number[], bedroom: number[] = []): number | null {
  const blocks = blocksOf(marks, bedroom)
  const core = coreOf(blocks)
  return core <= 0 ? null : edges(blocks)(core).from
}

/**
 * Reads the night: the longest quiet stretch around midnight, widened over short visits. `bedroom`: the
 * minutes (from 18:00) a switch in the bedroom reported — its door. Where it moves, it says when she went to
 * bed and when she got up: the first block tonight with it is the way to bed, never a visit, and once she has
 * come back through it from a visit tonight (and never left it open behind her), a visit out by it and not
 * back is getting up (house A: the door shut at bedtime and after each visit, left open in the morning).
 */
export function readNight(marks: number[], bedroom: number[] = []): NightRead | null {
  if (marks.length === 0 && bedroom.length === 0) return null
  const blocks = blocksOf(marks, bedroom)
  const edgeOf = edges(blocks)
  const quietAt = (i: number) => edgeOf(i).to - edgeOf(i).from
  const core = coreOf(blocks)
  if (core < 0) return null
  // A short bathroom-only block between two quiet stretches is a visit during the night, not getting up
  // (nor going to bed: see SLEPT_BEFORE_VISIT_MINUTES)
  const isVisit = (block: Block | undefined): block is Block =>
    !!block && block.onlyBathroom && block.firstBathroom !== null && block.end - block.start <= VISIT_MAX_MINUTES
  const sleptBefore = (i: number) => quietAt(i) >= SLEPT_BEFORE_VISIT_MINUTES || (quietAt(i) >= VISIT_QUIET_MINUTES && blocks[i - 1]?.firstBathroom != null)
  // in through the bedroom door after the bathroom, not out by it and back (a visit from bed), for the first time tonight
  const wentToBed = (i: number) => {
    const block = blocks[i]
    return !!block && cameBack(block) && !leftBedroom(block) && !blocks.slice(0, i).some((earlier) => earlier.firstBedroom !== null)
  }
  let first = core
  let last = core
  let visits = 0
  while (first > 0 && isVisit(blocks[first - 1]) && sleptBefore(first - 1) && !wentToBed(first - 1)) {
    first--
    visits++
  }
  // she shuts herself in tonight: in by the door at bedtime, and back through it from every visit out by it
  const gotUp = (block: Block) => {
    if (!leftBedroom(block) || cameBack(block)) return false
    const bedtime = blocks[first - 1]
    const earlier = blocks.slice(first, last)
    return !!bedtime && cameBack(bedtime) && earlier.some(cameBack) && !earlier.some((visit) => leftBedroom(visit) && !cameBack(visit))
  }
  for (let block = blocks[last]; isVisit(block) && quietAt(last + 1) >= VISIT_QUIET_MINUTES && !gotUp(block); block = blocks[last]) {
    visits++
    last++
  }
  // Between two doors, the quiet stretch was a night out, not a night in: unless she went to the bedroom after the
  // first or came out of it before the second (house C, 29 Nov 2008: home at 23:44, the bedroom door at 23:47)
  const before = blocks[first - 1]
  const after = blocks[last]
  const inBedroomAfter = (block: Block) => block.lastBedroom !== null && block.lastDoor !== null && block.lastBedroom >= block.lastDoor
  const outOfBedroomBefore = (block: Block) => block.firstBedroom !== null && block.firstDoor !== null && block.firstBedroom <= block.firstDoor
  if (before?.lastDoor != null && after?.firstDoor != null && !inBedroomAfter(before) && !outOfBedroomBefore(after)) return null
  const bed = first === 0 ? null : edgeOf(first).from
  const rise = last === blocks.length ? null : edgeOf(last).to
  const toMinuteOfDay = (offset: number) => offset + NIGHT_START_MINUTE - 24 * 60
  return { bedMinute: bed === null ? null : toMinuteOfDay(bed), riseMinute: rise === null ? null : toMinuteOfDay(rise), visits }
}

// A home with a cat whose family marks the motion sensors it cannot set off (a pet-immune sensor, a room
// it is kept out of): their movement is a sure sign of her, as a door or the fridge is.
import { describe, expect, it } from 'vitest'
import { evaluate } from './engine'
import { orWords } from './format'
import { MINUTE_MS } from './local-time'
import { isBeyondPet, PET_LEARNING_DAYS, petImmuneKeys, petWatchStatus } from './pets'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, catEvents, herDays, petAt, report } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineHome } from './types'

const HOUR = 60 * MINUTE_MS
/** Her home has motion sensors and a front door only (no switch inside), as the demo kit does */
const home = (pets: boolean, marked: string[] = []): EngineHome => ({
  timeZone: 'UTC',
  devices: SYNTHETIC_DEVICES.map((d) => ({ ...d, ...(marked.includes(d.key) ? { petImmune: true } : {}) })),
  ...(pets ? { pets: true } : {}),
})
/** The cat is kept out of the bedroom and the bathroom, and the hall's sensor is pet-immune */
const MARKED = ['bedroom-pir', 'bathroom-pir', 'hall-pir']

describe('motion sensors the pet cannot set off', () => {
  const DAYS = 10
  // day 9: as usual until 10:00 (the living room), then she does not move again; the cat goes on
  const stoppedAt = petAt(DAYS - 1, 10)
  const events = byTime([...herDays(DAYS, false).filter((e) => e.timestamp.getTime() < stoppedAt), ...catEvents(petAt(0, 0), petAt(DAYS + 1, 6))])
  const run = (marked: string[]) => replay(home(true, marked), events, petAt(0, 0), petAt(DAYS, 6))

  it('unmarked, a home without a switch inside is not watched and the cat hides her; marked, she is found on their quiet', () => {
    expect(quietAlerts(run([])).filter(({ at: t }) => t > stoppedAt)).toEqual([])
    const found = quietAlerts(run(MARKED)).filter(({ at: t }) => t > stoppedAt)
    expect(found.length).toBe(1)
    const [first] = found
    // her last sure sign was the bathroom at about 07:25; its usual next is 10:50, so well within the day
    expect((first!.at - stoppedAt) / HOUR).toBeLessThan(6)
    expect(first!.alert.description).toMatch(/^No sure sign of them for \d+ h( \d+ min)? at home \(last in the bathroom\) — usually one comes within /)
    expect(first!.alert.description).toContain(
      'A sure sign is a door, the fridge, a cupboard, movement in the bedroom, bathroom or hall, where the pet cannot set the sensor off, or a motion sensor kept on by someone moving about for a while (a pet passing by sets one off only briefly). A pet lives here, so other movement may be the pet rather than them.',
    )
    expect(first!.alert.metadata).toMatchObject({ pets: true, petImmuneSensors: 3, room: 'bathroom' })
  })

  it('movement where the pet cannot set the sensor off ends the alert; the cat in the kitchen does not', () => {
    const open = run(MARKED)
    expect(open.state.open.inactivity).toMatchObject({ beyondPet: true, petWatch: true })
    const cats = replay(home(true, MARKED), catEvents(petAt(DAYS, 6), petAt(DAYS, 7)), petAt(DAYS, 6), petAt(DAYS, 7), open.state)
    expect(cats.resolved).toEqual([])
    const her = replay(home(true, MARKED), [report('bathroom-pir', 'motion', 'bathroom', petAt(DAYS, 7, 3))], petAt(DAYS, 7), petAt(DAYS, 7, 10), cats.state)
    expect(her.resolved.map(({ key }) => key)).toContain('inactivity')
    expect(petWatchStatus(her.state, home(true, MARKED), petAt(DAYS, 7, 10))).toEqual({ lastUseAt: petAt(DAYS, 7, 3), isLearning: false, immuneRooms: ['bedroom', 'bathroom', 'hall'], heldMotionCounts: true, lastHeldRoom: null })
  })

  it('on her ordinary days it raises nothing, cat and all', () => {
    const days = replay(home(true, MARKED), byTime([...herDays(DAYS + 4, false), ...catEvents(petAt(0, 0), petAt(DAYS + 4, 0))]), petAt(0, 0), petAt(DAYS + 4, 0))
    expect(quietAlerts(days).filter(({ at: t }) => t >= petAt(PET_LEARNING_DAYS, 0))).toEqual([])
  })

  it('after the front door, movement in two rooms the pet cannot reach brings her back; the cat in the kitchen and the living room does not', () => {
    // day 8 she goes out at 14:00 (the routine's door); at 14:30 the hall's and the bathroom's sensors see someone
    const day = (marked: string[]) =>
      replay(
        home(true, marked),
        byTime([...herDays(9, false).filter((e) => e.timestamp.getTime() < petAt(8, 14, 1)), ...catEvents(petAt(8, 14, 5), petAt(8, 15)), report('hall-pir', 'motion', 'hall', petAt(8, 14, 30)), report('bathroom-pir', 'motion', 'bathroom', petAt(8, 14, 32))]),
        petAt(0, 0),
        petAt(8, 15),
      ).status.presence
    expect(day(MARKED)).toBe('home')
    expect(day([])).toBe('away')
  })

  it('a sensor no longer marked starts the learning again; a newly marked one keeps what was learned', () => {
    const learned = replay(home(true, MARKED), byTime(herDays(9, false)), petAt(0, 0), petAt(9, 0)).state
    const since = learned.pets!.since
    const spells = learned.pets!.quiet.all.spells.reduce((sum, n) => sum + n, 0)
    expect(spells).toBeGreaterThan(0)
    const more = evaluate(learned, [], new Date(petAt(9, 0, 5)), home(true, [...MARKED, 'kitchen-pir'])).state
    expect(more.pets).toMatchObject({ since, immuneKeys: ['bathroom-pir', 'bedroom-pir', 'hall-pir', 'kitchen-pir'] })
    expect(more.pets!.quiet.all.spells.reduce((sum, n) => sum + n, 0)).toBe(spells)
    const fewer = evaluate(more, [], new Date(petAt(9, 0, 10)), home(true, ['bathroom-pir'])).state
    expect(fewer.pets).toMatchObject({ since: petAt(9, 0, 10), immuneKeys: ['bathroom-pir'] })
    expect(fewer.pets!.quiet.all.spells.reduce((sum, n) => sum + n, 0)).toBe(0)
    // in its first week a family still setting up does not put the week back
    const early = replay(home(true, MARKED), byTime(herDays(3, false)), petAt(0, 0), petAt(3, 0)).state
    const unmarked = evaluate(early, [], new Date(petAt(3, 0, 5)), home(true)).state
    expect(unmarked.pets!.since).toBe(early.pets!.since)
    expect(unmarked.pets!.immuneKeys).toBeUndefined()
  })

  it('a mark counts only where the home says a pet lives, and only on a motion sensor', () => {
    const plain = replay(home(false), byTime(herDays(9, false)), petAt(0, 0), petAt(9, 0)).state
    const marked = replay(home(false, MARKED), byTime(herDays(9, false)), petAt(0, 0), petAt(9, 0)).state
    expect(marked).toEqual(plain)
    expect(petImmuneKeys(home(false, MARKED)).size).toBe(0)
    const mixed: EngineHome = { ...home(true, MARKED), devices: [...home(true, MARKED).devices, { key: 'sofa-mat', kind: 'pressure', room: 'living', petImmune: true }] }
    expect([...petImmuneKeys(mixed)].sort()).toEqual(['bathroom-pir', 'bedroom-pir', 'hall-pir'])
    expect(isBeyondPet(report('sofa-mat', 'pressure', 'living', 0), petImmuneKeys(mixed))).toBe(false)
    expect(isBeyondPet(report('hall-pir', 'motion', 'hall', 0), petImmuneKeys(mixed))).toBe(true)
    expect(isBeyondPet(report('kitchen-pir', 'motion', 'kitchen', 0), petImmuneKeys(mixed))).toBe(false)
  })

  it('names the rooms as a carer reads a list of them', () => {
    expect(orWords([])).toBe('')
    expect(orWords(['bathroom'])).toBe('bathroom')
    expect(orWords(['bathroom', 'hall'])).toBe('bathroom or hall')
    expect(orWords(['bedroom', 'bathroom', 'living room'])).toBe('bedroom, bathroom or living room')
  })
})

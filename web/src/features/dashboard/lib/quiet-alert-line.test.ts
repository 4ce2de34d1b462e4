import { describe, expect, it } from 'vitest'
import { quietAlertLine, type QuietAlertStats } from './quiet-alert-line'

const NOW = new Date('2026-03-10T12:00:00Z')
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString()
const learned = (over: Partial<NonNullable<QuietAlertStats['engine']>> = {}): QuietAlertStats => ({
  engine: { atHome: true, isLearning: false, quietAlertAt: inMinutes(75), sureSignAlertAt: null, ...over },
})
const line = (stats: QuietAlertStats | undefined, timeZone = 'Europe/London') => quietAlertLine(stats, NOW, timeZone, timeZone)

describe('quietAlertLine', () => {
  it('says by when something must move, in the home’s time', () => {
    expect(line(learned())).toBe('If nothing moves by 13:15, Hearthwatch will alert.')
    expect(line(learned(), 'Asia/Kolkata')).toBe('If nothing moves by 18:45, Hearthwatch will alert.')
  })

  it('names the day when it is not today there (asleep: the usual getting-up time, and an hour)', () => {
    expect(line(learned({ quietAlertAt: '2026-03-11T08:15:00Z' }))).toBe('If nothing moves by Wed 08:15, Hearthwatch will alert.')
  })

  it('gives the home’s zone to a viewer whose clock reads otherwise', () => {
    expect(quietAlertLine(learned(), NOW, 'Europe/London', 'America/New_York')).toMatch(/^If nothing moves by 13:15 .*London.*, Hearthwatch will alert\.$/)
  })

  it('says nothing while an urgent alert is open (the Emergency button, a possible fall): Hearthwatch is alerting already', () => {
    expect(quietAlertLine(learned(), NOW, 'Europe/London', 'Europe/London', true)).toBeNull()
    expect(quietAlertLine({ ...learned({ sureSignAlertAt: inMinutes(30) }), petWatch: { immuneRooms: [], heldMotionCounts: false } }, NOW, 'UTC', 'UTC', true)).toBeNull()
  })

  it('says nothing while learning, out, with the alert open or raised, or where nothing inside is watched', () => {
    expect(line(learned({ isLearning: true }))).toBeNull()
    expect(line(learned({ atHome: false }))).toBeNull()
    expect(line(learned({ quietAlertAt: null }))).toBeNull()
    expect(line(learned({ quietAlertAt: inMinutes(-1) }))).toBeNull()
    expect(line({ ...learned(), watchesNothingInside: true })).toBeNull()
    expect(line({ ...learned(), monitoringEndedAt: inMinutes(-60) })).toBeNull()
    expect(line({ ...learned(), receivingHistory: true })).toBeNull()
    expect(line({ engine: null })).toBeNull()
    expect(line(undefined)).toBeNull()
    // an older server sends neither time
    expect(line({ engine: { atHome: true, isLearning: false } })).toBeNull()
  })

  it('with a pet, says what the pet cannot do, and when nothing moving at all would alert sooner', () => {
    const pet = { ...learned({ sureSignAlertAt: inMinutes(190) }), petWatch: { immuneRooms: [] } }
    expect(line(pet)).toBe('If no door, fridge or cupboard is used by 15:10, Hearthwatch will alert. If nothing moves at all, the pet included, it will alert at 13:15.')
    expect(line({ ...pet, petWatch: { immuneRooms: ['bathroom'] } })).toMatch(/^If no sure sign of them comes by 15:10, Hearthwatch will alert\./)
    // a motion sensor kept on by someone moving about counts too (decision 0078)
    expect(line({ ...pet, petWatch: { immuneRooms: [], heldMotionCounts: true } })).toMatch(/^If no sure sign of them comes by 15:10, Hearthwatch will alert\./)
    // the motion sensors' own limit is later: only the sure signs' time
    expect(line({ ...learned({ quietAlertAt: inMinutes(300), sureSignAlertAt: inMinutes(190) }), petWatch: { immuneRooms: [] } })).toBe(
      'If no door, fridge or cupboard is used by 15:10, Hearthwatch will alert.',
    )
  })
})

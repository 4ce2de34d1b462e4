// The dashboard's header in a home with a pet (dashboard-rules.ts): movement may be the pet's, so the last sure sign of her is what counts
import { describe, expect, it } from 'vitest'
import type { DashboardPetWatch } from '@contracts/insights'
import {
  headerLastActivity,
  lastActivityIndicator,
  lastUseText,
  PET_MOVEMENT,
  PET_WATCH_LEARNING,
  SURE_SIGNS_LEARNING,
} from './dashboard-rules'

const NOW = new Date('2026-03-10T12:00:00Z')
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

describe('the last activity in a home with a pet (decision 0050): movement may be the pet', () => {
  const read = (lastMotionAt: string | null, petWatch: DashboardPetWatch | null, engine: { atHome: boolean; awaySince: string | null } | null = null) => ({
    data: { lastMotionAt, engine, activeDevices: 2, totalDevices: 2, petWatch },
    isError: false,
  })
  const learned = (lastUseAt: string | null, immuneRooms: string[] = []) => ({ lastUseAt, isLearning: false, immuneRooms })

  it("recent movement with the last door, fridge or cupboard use hours ago: not the green 'Active recently', and when that use was", () => {
    expect(headerLastActivity(read(ago(2), learned(ago(263))), NOW, 'UTC', 'UTC')).toEqual({
      label: 'Movement seen (may be the pet)',
      detail: '2m ago',
      tone: 'grey',
      uses: { text: 'Last door, fridge or cupboard use: 07:37 · 4 h 23 min ago', note: null },
    })
    // a use as old as the SPEC's 'Active recently' allows is no longer recent
    expect(headerLastActivity(read(ago(0), learned(ago(30))), NOW, 'UTC', 'UTC')).toMatchObject({ label: PET_MOVEMENT, detail: 'Just now', tone: 'grey' })
  })

  it("a door, the fridge or a cupboard used as recently is the person: 'Active recently' as ever, with the line", () => {
    expect(headerLastActivity(read(ago(2), learned(ago(5))), NOW, 'UTC', 'UTC')).toEqual({
      label: 'Active recently',
      detail: '2m ago',
      tone: 'green',
      uses: { text: 'Last door, fridge or cupboard use: 11:55 · 5 min ago', note: null },
    })
    expect(headerLastActivity(read(ago(0), learned(ago(0))), NOW, 'UTC', 'UTC').uses?.text).toBe('Last door, fridge or cupboard use: 12:00 · just now')
  })

  it('while it learns how often they are used, says so; before any use, says none', () => {
    expect(headerLastActivity(read(ago(2), { lastUseAt: null, isLearning: true, immuneRooms: [] }), NOW, 'UTC', 'UTC')).toEqual({
      label: PET_MOVEMENT,
      detail: '2m ago',
      tone: 'grey',
      uses: { text: 'No door, fridge or cupboard used yet', note: PET_WATCH_LEARNING },
    })
    expect(PET_WATCH_LEARNING).toBe('Hearthwatch is still learning how often these are used (first week), so it does not alert on them yet.')
    expect(headerLastActivity(read(ago(2), { lastUseAt: ago(90), isLearning: true, immuneRooms: [] }), NOW, 'UTC', 'UTC').uses).toEqual({
      text: 'Last door, fridge or cupboard use: 10:30 · 1 h 30 min ago',
      note: PET_WATCH_LEARNING,
    })
  })

  it('quiet keeps its words (they do not reassure), with the line; out, the engine says since when and nothing more', () => {
    expect(headerLastActivity(read(ago(45), learned(ago(263))), NOW, 'UTC', 'UTC')).toEqual({
      label: 'Quiet period',
      detail: '45m ago',
      tone: 'yellow',
      uses: { text: 'Last door, fridge or cupboard use: 07:37 · 4 h 23 min ago', note: null },
    })
    expect(headerLastActivity(read(ago(240), learned(ago(240))), NOW, 'UTC', 'UTC')).toMatchObject({ label: 'Extended quiet', tone: 'red' })
    const out = { atHome: false, awaySince: ago(180) }
    expect(headerLastActivity(read(ago(2), learned(ago(180)), out), NOW, 'UTC', 'UTC')).toStrictEqual({ label: 'Out since 09:00', detail: null, tone: 'grey' })
  })

  it("gives the use in the home's time, with its day when it was not today", () => {
    const night = new Date('2026-03-10T02:00:00Z')
    expect(lastUseText(learned('2026-03-09T21:30:00Z'), night, 'UTC', 'UTC')).toBe('Last door, fridge or cupboard use: Mon 21:30 · 4 h 30 min ago')
    expect(lastUseText(learned(ago(263)), NOW, 'Europe/Amsterdam', 'UTC')).toBe('Last door, fridge or cupboard use: 08:37 Amsterdam time · 4 h 23 min ago')
    expect(lastUseText(learned('not a time'), NOW, 'UTC', 'UTC')).toBe('No door, fridge or cupboard used yet')
  })

  // a motion sensor the pet can't set off counts as the doors and the fridge do: the line names them all
  it("with a motion sensor the pet can't set off, gives the last sure sign of them, or says there has been none", () => {
    expect(headerLastActivity(read(ago(2), learned(ago(263), ['bathroom'])), NOW, 'UTC', 'UTC')).toEqual({
      label: PET_MOVEMENT,
      detail: '2m ago',
      tone: 'grey',
      uses: { text: 'Last sure sign of them: 07:37 · 4 h 23 min ago', note: null },
    })
    expect(headerLastActivity(read(ago(2), learned(ago(2), ['bathroom', 'bedroom'])), NOW, 'UTC', 'UTC')).toMatchObject({
      label: 'Active recently',
      tone: 'green',
      uses: { text: 'Last sure sign of them: 11:58 · 2 min ago' },
    })
    expect(headerLastActivity(read(ago(2), { lastUseAt: null, isLearning: true, immuneRooms: ['bathroom'] }), NOW, 'UTC', 'UTC').uses).toEqual({
      text: 'No sure sign of them yet',
      note: SURE_SIGNS_LEARNING,
    })
    expect(SURE_SIGNS_LEARNING).toBe('Hearthwatch is still learning how often sure signs of them come (first week), so it does not alert on them yet.')
    expect(lastUseText(learned('2026-03-09T21:30:00Z', ['bathroom']), new Date('2026-03-10T02:00:00Z'), 'UTC', 'UTC')).toBe('Last sure sign of them: Mon 21:30 · 4 h 30 min ago')
  })

  // decision 0078: a motion sensor the pet can set off, kept on by someone moving about, counts as a sure sign too
  it('where a motion sensor kept on counts, speaks of sure signs, and says so when the last one was such a sensor, and where', () => {
    const held = (lastUseAt: string | null, lastHeldRoom: string | null = null, isLearning = false) => ({ lastUseAt, isLearning, immuneRooms: [], heldMotionCounts: true, lastHeldRoom })
    expect(headerLastActivity(read(ago(2), held(ago(78), 'hall')), NOW, 'UTC', 'UTC')).toEqual({
      label: PET_MOVEMENT,
      detail: '2m ago',
      tone: 'grey',
      uses: { text: 'Last sure sign of them: 10:42 · 1 h 18 min ago — someone moving about in the hall, for longer than a pet passing by', note: null },
    })
    // the living room by its words; a door or the fridge last: no such words
    expect(lastUseText(held(ago(5), 'living'), NOW, 'UTC', 'UTC')).toBe('Last sure sign of them: 11:55 · 5 min ago — someone moving about in the living room, for longer than a pet passing by')
    expect(lastUseText(held(ago(263)), NOW, 'UTC', 'UTC')).toBe('Last sure sign of them: 07:37 · 4 h 23 min ago')
    expect(headerLastActivity(read(ago(2), held(null, null, true)), NOW, 'UTC', 'UTC').uses).toEqual({ text: 'No sure sign of them yet', note: SURE_SIGNS_LEARNING })
    // an older server sends neither: as before
    expect(lastUseText({ lastUseAt: ago(263), immuneRooms: [] }, NOW, 'UTC', 'UTC')).toBe('Last door, fridge or cupboard use: 07:37 · 4 h 23 min ago')
  })

  it('a home without a pet (null, or absent from an older server) reads exactly as before', () => {
    for (const minutes of [2, 45, 240]) {
      const before = lastActivityIndicator(ago(minutes), NOW, null, 'UTC', 'UTC')
      expect(headerLastActivity(read(ago(minutes), null), NOW, 'UTC', 'UTC')).toStrictEqual(before)
      const { petWatch: _, ...older } = read(ago(minutes), null).data
      expect(headerLastActivity({ data: older, isError: false }, NOW, 'UTC', 'UTC')).toStrictEqual(before)
    }
    expect(headerLastActivity(read(ago(2), null), NOW, 'UTC', 'UTC')).toStrictEqual({ label: 'Active recently', detail: '2m ago', tone: 'green' })
  })
})

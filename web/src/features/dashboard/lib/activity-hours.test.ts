import { describe, expect, it } from 'vitest'
import { hourCounts, hourSlots } from './activity-hours'

const iso = (ms: number) => new Date(ms).toISOString()

describe('the activity grid’s hours', () => {
  it('are the home’s hours, labelled in its time, whatever the viewer’s zone', () => {
    const slots = hourSlots(new Date('2026-11-25T14:20:00Z'), 24, 'Europe/London')
    expect(slots).toHaveLength(24)
    expect(iso(slots.at(-1)!.start)).toBe('2026-11-25T14:00:00.000Z')
    expect(iso(slots[0]!.start)).toBe('2026-11-24T15:00:00.000Z')
    expect(slots.at(-1)!.title).toBe('Wed 14:00')
    expect(slots.filter((s) => s.tick).map((s) => s.tick)).toEqual(['18:00', '00:00', '06:00', '12:00'])
  })

  it('start at :30 UTC in a home half an hour off it (India)', () => {
    const slots = hourSlots(new Date('2026-11-25T14:20:00Z'), 24, 'Asia/Kolkata')
    expect(iso(slots.at(-1)!.start)).toBe('2026-11-25T13:30:00.000Z')
    expect(slots.at(-1)!.title).toBe('Wed 19:00')
  })

  it('has no 01:00 on the day London’s clocks go forward (29 March 2026)', () => {
    const slots = hourSlots(new Date('2026-03-29T05:10:00Z'), 24, 'Europe/London')
    const titles = slots.map((s) => s.title)
    expect(titles).toContain('Sun 00:00')
    expect(titles).not.toContain('Sun 01:00')
    expect(titles.slice(-6)).toEqual(['Sun 00:00', 'Sun 02:00', 'Sun 03:00', 'Sun 04:00', 'Sun 05:00', 'Sun 06:00'])
  })

  it('tells the two 01:00 hours apart on the night London’s clocks go back (25 October 2026)', () => {
    const slots = hourSlots(new Date('2026-10-25T03:10:00Z'), 24, 'Europe/London')
    const titles = slots.map((s) => s.title)
    expect(titles.slice(-5)).toEqual(['Sun 00:00', 'Sun 01:00 BST', 'Sun 01:00 GMT', 'Sun 02:00', 'Sun 03:00'])
  })

  it('ticks every 12 hours over 48, and the same hour on two days is not taken for a repeat', () => {
    const slots = hourSlots(new Date('2026-11-01T15:10:00Z'), 48, 'America/New_York')
    expect(slots.filter((s) => s.tick).map((s) => s.tick)).toEqual(['12:00', '00:00', '12:00', '00:00'])
    // New York went back at 02:00 EDT that morning: 01:00 twice
    expect(slots.map((s) => s.title).filter((t) => t.startsWith('Sun 01:00'))).toEqual(['Sun 01:00 GMT-4', 'Sun 01:00 GMT-5'])
    expect(slots.filter((s) => / GMT/.test(s.title))).toHaveLength(2)
  })

  it('are Lord Howe’s hours across its half-hour change (4 October 2026, 02:00 became 02:30)', () => {
    const slots = hourSlots(new Date('2026-10-03T16:10:00Z'), 24, 'Australia/Lord_Howe')
    expect(slots).toHaveLength(24)
    expect(slots.map((s) => s.title).slice(-4)).toEqual(['Sun 00:00', 'Sun 01:00', 'Sun 02:30', 'Sun 03:00'])
    // before the change its hours began at :30 UTC, where GET /api/activity puts them
    expect(slots.slice(0, -2).every((s) => new Date(s.start).getUTCMinutes() === 30)).toBe(true)
    expect(iso(slots[0]!.start)).toBe('2026-10-02T17:30:00.000Z')
  })

  it('tell Lord Howe’s two 01:30s apart the night its clocks go back half an hour (5 April 2026)', () => {
    const slots = hourSlots(new Date('2026-04-04T16:10:00Z'), 24, 'Australia/Lord_Howe')
    expect(slots.map((s) => s.title).slice(-4)).toEqual(['Sun 00:00', 'Sun 01:00 GMT+11', 'Sun 01:30 GMT+10:30', 'Sun 02:00'])
    expect(slots.slice(-4).map((s) => iso(s.start))).toEqual(['2026-04-04T13:00:00.000Z', '2026-04-04T14:00:00.000Z', '2026-04-04T15:00:00.000Z', '2026-04-04T15:30:00.000Z'])
  })
})

describe('the activity grid’s hours in words', () => {
  it('lists the newest hour first, and only the sensors that saw something in it', () => {
    const slots = hourSlots(new Date('2026-11-25T14:20:00Z'), 3, 'Europe/London')
    const counts = new Map([
      [`k@${Date.parse('2026-11-25T14:00:00Z')}`, 1],
      [`h@${Date.parse('2026-11-25T14:00:00Z')}`, 4],
      [`d@${Date.parse('2026-11-25T12:00:00Z')}`, 2],
    ])
    const rows = hourCounts(
      slots,
      [
        { id: 'k', name: 'Kitchen', kind: 'motion' },
        { id: 'h', name: 'Hallway', kind: 'motion' },
        { id: 'd', name: 'Front door', kind: 'door' },
      ],
      (id, start) => counts.get(`${id}@${start}`) ?? 0,
      (n, kind) => `${n} ${kind}`,
    )
    expect(rows).toEqual([
      { title: 'Wed 14:00', counts: ['Kitchen: 1 motion', 'Hallway: 4 motion'] },
      { title: 'Wed 13:00', counts: [] },
      { title: 'Wed 12:00', counts: ['Front door: 2 door'] },
    ])
  })
})

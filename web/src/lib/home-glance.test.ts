import { describe, expect, it } from 'vitest'
import { homeGlanceLines } from './home-glance'

const now = new Date('2026-03-11T15:30:00Z')
const home = { timeZone: 'Europe/London', monitoringEndedAt: null, learningDay: null, isOut: false, outSince: null, doorOpenedAt: null }

describe('homeGlanceLines', () => {
  it("says a learning home's day, and that only a long silence alerts yet", () => {
    expect(homeGlanceLines({ ...home, learningDay: 3 }, now, 'Europe/London')).toEqual([
      { kind: 'learning', text: 'Learning the routine: day 3 of 7, only a long silence alerts yet' },
    ])
  })

  it("says since when they are out in the home's time, and an earlier day's weekday", () => {
    expect(homeGlanceLines({ ...home, isOut: true, outSince: '2026-03-11T09:12:00Z' }, now, 'Europe/London')).toEqual([{ kind: 'out', text: 'Out since 09:12' }])
    expect(homeGlanceLines({ ...home, isOut: true, outSince: '2026-03-10T17:40:00Z' }, now, 'Europe/London')).toEqual([{ kind: 'out', text: 'Out since Tue 17:40' }])
    // a viewer in another zone is told whose clock it is
    expect(homeGlanceLines({ ...home, isOut: true, outSince: '2026-03-11T09:12:00Z' }, now, 'America/New_York')[0]!.text).toMatch(/^Out since 09:12 .+ time$/)
  })

  it('says the door that opened while they were out, and both while learning', () => {
    expect(homeGlanceLines({ ...home, learningDay: 1, isOut: true, outSince: '2026-03-11T09:12:00Z', doorOpenedAt: '2026-03-11T15:10:00Z' }, now, 'Europe/London').map((l) => l.text)).toEqual([
      'Learning the routine: day 1 of 7, only a long silence alerts yet',
      'Out since 09:12',
      'The door opened at 15:10, nothing since',
    ])
  })

  it("says 'Out' without a time it does not have, and nothing of a bad one", () => {
    expect(homeGlanceLines({ ...home, isOut: true }, now).map((l) => l.text)).toEqual(['Out'])
    expect(homeGlanceLines({ ...home, isOut: true, outSince: 'yesterday' }, now).map((l) => l.text)).toEqual(['Out'])
  })

  it('says nothing once learned and in, for a home whose watching ended, from an older server, or of a day past the week', () => {
    expect(homeGlanceLines(home, now)).toEqual([])
    expect(homeGlanceLines({ ...home, learningDay: 2, isOut: true, monitoringEndedAt: '2026-03-01T10:00:00Z' }, now)).toEqual([])
    expect(homeGlanceLines({ timeZone: 'UTC', monitoringEndedAt: null }, now)).toEqual([])
    expect(homeGlanceLines({ ...home, learningDay: 8 }, now)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { ordinaryDay } from '../../server/engine/test-days'
import { annotatedNights, nightScoreText, scoreNights } from './nights'

const DAY = 14_000
const at = (day: number, hour: number, minute: number) => ((day * 24 + hour) * 60 + minute) * 60_000
const span = (activity: string, from: number, to: number) => ({ start: from, end: to, activity })

describe('scoring the nights read against the annotations', () => {
  const annotations = [
    span('go-to-bed', at(DAY - 1, 23, 20), at(DAY, 8, 40)),
    span('use-toilet', at(DAY, 3, 4), at(DAY, 3, 6)),
    span('use-toilet', at(DAY, 8, 45), at(DAY, 8, 47)), // after getting up: not a night-time visit
    span('go-to-bed', at(DAY, 14, 0), at(DAY, 14, 40)), // a nap: no night
    span('go-to-bed', at(DAY + 1, 0, 50), at(DAY + 1, 7, 10)),
  ]

  it('takes each night of 2 h or more, on the day it ends, with the toilet visits inside it', () => {
    expect(annotatedNights(annotations)).toEqual([
      { day: DAY, bedMinute: -40, riseMinute: 520, visits: 1 },
      { day: DAY + 1, bedMinute: 50, riseMinute: 430, visits: 0 },
    ])
  })

  it('counts a night right when bed and rise are within 30 min and the visits exact', () => {
    const line = (day: number, bedMinute: number | null, riseMinute: number | null, nightBathroomVisits: number | null) => ordinaryDay(day, { bedMinute, riseMinute, nightBathroomVisits })
    const score = scoreNights([line(DAY, -35, 540, 1), line(DAY + 1, -60, 430, 1), line(DAY + 2, 0, 420, 0)], annotatedNights(annotations))
    expect(score).toMatchObject({ annotated: 2, allRight: 1, bedRight: 1, riseRight: 2, visitsExact: 1, visitsOver: 1, bedErrorMedian: 5, riseErrorMedian: 0 })
    expect(nightScoreText(score)).toMatch(/^nights read vs go-to-bed annotations: 1 \/ 2 right/)
    expect(scoreNights([line(DAY, null, null, null)], annotatedNights(annotations))).toMatchObject({ annotated: 1, bedRead: 0, visitsUnread: 1, allRight: 0 })
  })
})

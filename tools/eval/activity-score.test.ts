import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { activityScore } from '../../server/engine/insights'
import { byHour, NORMAL_SCORE, ratioScore, replayScores, shareBelow } from './activity-score-probe'
import { loadDataset, type HomeData } from './dataset'
import { inventHome, writeHome, type InventOptions } from './invent-home'
import { ILL_DAYS } from './invent-home-plan'

function invented(options: Partial<InventOptions>): HomeData {
  const folder = join(mkdtempSync(join(tmpdir(), 'activity-score-')), 'home')
  writeHome(folder, inventHome({ seed: 1, days: 42, kind: 'pir', awayWeek: false, ...options }))
  const [home] = loadDataset(folder)
  if (!home) throw new Error('no home read')
  return home
}

describe("the dashboard's activity score on an invented home (decision 0046)", () => {
  it('reads ordinary nights and mornings as normal, where the ratio it replaced read up to half of them as below normal', () => {
    const samples = replayScores(invented({}), [activityScore, ratioScore], 21)
    const night = byHour(samples, 2).filter((h) => h.hour >= 1 && h.hour <= 8)
    // no hour from 01:00 to 08:59 under 60 on more than one reading in twenty
    expect(night.filter((h) => (h.belowNormal[0] ?? 1) >= 0.05).map((h) => h.hour)).toEqual([])
    // the same readings under the old ratio: the dashboard's 'lower than usual' on ordinary nights
    expect(Math.max(...night.map((h) => h.belowNormal[1] ?? 0))).toBeGreaterThan(0.4)
    expect(shareBelow(samples, 0)).toBeLessThan(0.03)
  })

  it('still reads an ill week as below normal: in all day, up later, long naps', () => {
    const ill = 28
    const samples = replayScores(invented({ days: 49, events: { illFromDay: ill } }), [activityScore], 21)
    const afternoons = (from: number, to: number) => samples.filter((s) => s.day >= from && s.day < to && s.hour >= 12 && s.hour < 21)
    expect(shareBelow(afternoons(ill, ill + ILL_DAYS), 0)).toBeGreaterThan(0.3)
    const lowDays = new Set(afternoons(ill, ill + ILL_DAYS).filter((s) => (s.scores[0] ?? 100) < NORMAL_SCORE).map((s) => s.day))
    expect(lowDays.size).toBeGreaterThanOrEqual(4)
    // the week before it reads normal
    expect(shareBelow(afternoons(ill - 7, ill), 0)).toBeLessThan(0.05)
  })
})

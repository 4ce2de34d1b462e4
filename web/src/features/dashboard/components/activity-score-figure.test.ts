import { describe, expect, it } from 'vitest'
import { activityScoreFigure, activityScoreNote } from './summary-widgets'

const HEARD = { totalDevices: 2, lastMotionAt: '2026-12-06T09:00:00Z', activityScore: 100, allSwitchedOff: false }

describe('the Activity score figure', () => {
  it('is the score once the routine is learned', () => {
    expect(activityScoreFigure({ ...HEARD, engine: { isLearning: false } })).toBe('100/100')
    expect(activityScoreNote({ ...HEARD, engine: { isLearning: false } })).toBeNull()
  })

  it('is no figure while the routine is being learned, and says when it comes: not 100/100 beside 13 hours without movement', () => {
    expect(activityScoreFigure({ ...HEARD, engine: { isLearning: true } })).toBe('–')
    expect(activityScoreNote({ ...HEARD, engine: { isLearning: true } })).toBe('Scored once the routine is learned')
  })

  it('is no figure with no sensors or none heard, as before', () => {
    expect(activityScoreFigure({ ...HEARD, totalDevices: 0 })).toBe('–')
    expect(activityScoreFigure({ ...HEARD, lastMotionAt: null })).toBe('–')
  })

  it("is no figure before the engine has read the home (a hub's history still arriving): not its neutral 70/100", () => {
    expect(activityScoreFigure({ ...HEARD, activityScore: 70, engine: null })).toBe('–')
    expect(activityScoreNote({ ...HEARD, activityScore: 70, engine: null })).toBeNull()
  })
})

describe('the Activity score the server says is no measure', () => {
  it("is no figure, and says why: not the engine's neutral 70/100 once learned with nothing inside learned", () => {
    const unknown = { ...HEARD, activityScore: 70, engine: { isLearning: false }, activityScoreUnknown: 'Scored once a sensor inside has shown enough of the day at home' }
    expect(activityScoreFigure(unknown)).toBe('–')
    expect(activityScoreNote(unknown)).toBe('Scored once a sensor inside has shown enough of the day at home')
  })

  it("says a hub's history is still being read, where the engine has no view yet", () => {
    const arriving = { ...HEARD, activityScore: 70, engine: null, activityScoreUnknown: 'Scored once the history the hub is sending has been read' }
    expect(activityScoreFigure(arriving)).toBe('–')
    expect(activityScoreNote(arriving)).toBe('Scored once the history the hub is sending has been read')
  })

  it('adds no note where the page says why already (no sensors, all switched off)', () => {
    expect(activityScoreNote({ ...HEARD, totalDevices: 0, activityScoreUnknown: 'Scored once the sensors have reported' })).toBeNull()
    expect(activityScoreNote({ ...HEARD, allSwitchedOff: true, activityScoreUnknown: 'Not scored while every sensor is switched off' })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { alertsCardView, headerBadge, learningAlertsText, overallStatus, type CardAlert, type StatsForStatus } from './dashboard-status'

const GOOD: StatsForStatus = { alertsToday: 0, activityScore: 90, totalDevices: 2, activeDevices: 2 }
const ok = <T>(data: T) => ({ data, isError: false })
const failed = <T>(data?: T) => ({ data, isError: true })
const pending = { data: undefined, isError: false }
const alert = (severity: string, type = 'pattern_change', isResolved = false): CardAlert => ({ severity, type, isResolved })
const NONE = ok<CardAlert[]>([])
/** the Alerts card's read of the figures: a home with sensors */
const SENSORS = ok({ totalDevices: 2 })

const both = (stats: Parameters<typeof overallStatus>[0], alerts: Parameters<typeof overallStatus>[1]) => ({
  overall: overallStatus(stats, alerts)?.label ?? null,
  tone: overallStatus(stats, alerts)?.tone ?? null,
  badge: headerBadge(stats, alerts)?.label ?? null,
  badgeTone: headerBadge(stats, alerts)?.tone ?? null,
})

describe('overall status and header badge with every read answered (SPEC.md §4)', () => {
  it.each([
    [{ ...GOOD, alertsToday: 1 }, 'Attention Needed', 'Attention Needed'],
    [{ alertsToday: 1, activityScore: 10, totalDevices: 2, activeDevices: 0 }, 'Attention Needed', 'Attention Needed'],
    [{ ...GOOD, activityScore: 60 }, 'Everything Looks Good', 'All Good'],
    [{ ...GOOD, activityScore: 59 }, 'Activity Change', 'Monitoring'],
    [{ ...GOOD, activeDevices: 1 }, 'Sensors Offline', 'Monitoring'],
  ])('%o → %s / %s', (stats, overall, badge) => {
    expect(both(ok(stats), NONE)).toMatchObject({ overall, badge })
  })
})

describe('every sensor switched off (a stay away): not watched, which is neither sensors gone offline nor all clear', () => {
  const OFF: StatsForStatus = { alertsToday: 0, activityScore: 70, totalDevices: 6, activeDevices: 0, allSwitchedOff: true }
  it('Sensors Offline in grey, saying they are switched off, not "One or more sensors are offline." in red', () => {
    expect(both(ok(OFF), NONE)).toEqual({ overall: 'Sensors Offline', tone: 'grey', badge: 'Sensors Offline', badgeTone: 'grey' })
    // switched off in its learning week: the header said 'Learning the routine: day 1 of 7' in yellow beside it
    const learning = { ...OFF, engine: { isLearning: true, learningLabel: 'Learning the routine: day 1 of 7' } } as StatsForStatus
    expect(both(ok(learning), NONE)).toEqual({ overall: 'Sensors Offline', tone: 'grey', badge: 'Sensors Offline', badgeTone: 'grey' })
    expect(overallStatus(ok(OFF), NONE)?.text).toBe(
      'Every sensor is switched off, so nothing is watched and no alert will be raised until one is switched on again on the Sensors page.',
    )
    // an alert still comes first; figures that failed to refresh may be out of date (switched on since)
    expect(both(ok({ ...OFF, alertsToday: 1 }), NONE)).toMatchObject({ overall: 'Attention Needed' })
    expect(overallStatus(failed(OFF), NONE)?.label).toBe('Status Unknown')
  })
  it('the Alerts card: No Alerts rather than All Clear', () => {
    expect(alertsCardView(NONE, ok({ totalDevices: 6, allSwitchedOff: true })).kind).toBe('switched-off')
    expect(alertsCardView(ok([alert('low')]), ok({ totalDevices: 6, allSwitchedOff: true })).kind).toBe('notifications')
  })
})

describe('a home with no sensors: nothing watches it, so never good (decision 0016)', () => {
  const EMPTY: StatsForStatus = { alertsToday: 0, activityScore: 70, totalDevices: 0, activeDevices: 0 }
  it('Monitoring Not Started, in yellow, whatever the neutral score, in the summary and the header', () => {
    for (const activityScore of [70, 0]) {
      expect(both(ok({ ...EMPTY, activityScore }), NONE)).toEqual({ overall: 'Monitoring Not Started', tone: 'yellow', badge: 'Monitoring Not Started', badgeTone: 'yellow' })
    }
    expect(overallStatus(ok(EMPTY), NONE)?.text).toBe(
      'This home has no sensors yet, so nothing is watching over it and no alert will be raised about a fall or a quiet spell.',
    )
    // true whether or not the alerts could be read
    expect(both(ok(EMPTY), failed())).toMatchObject({ overall: 'Monitoring Not Started', badge: 'Monitoring Not Started' })
    // an alert (the Emergency button needs no sensor) still comes first
    expect(both(ok({ ...EMPTY, alertsToday: 1 }), ok([alert('critical', 'emergency')]))).toMatchObject({ overall: 'Attention Needed', badge: 'Attention Needed' })
    expect(both(ok({ ...EMPTY, alertsToday: 1 }), NONE)).toMatchObject({ overall: 'Attention Needed', badge: 'Attention Needed' })
    // figures that failed to refresh may be out of date (a sensor added since): unknown
    expect(both(failed(EMPTY), NONE)).toEqual({ overall: 'Status Unknown', tone: 'grey', badge: 'Monitoring', badgeTone: 'grey' })
  })
  it('the Alerts card: No Alerts rather than All Clear; open alerts listed as ever', () => {
    expect(alertsCardView(NONE, ok({ totalDevices: 0 })).kind).toBe('unwatched')
    expect(alertsCardView(ok([alert('critical', 'emergency', true)]), ok({ totalDevices: 0 })).kind).toBe('unwatched')
    expect(alertsCardView(ok([alert('critical', 'emergency')]), ok({ totalDevices: 0 })).kind).toBe('urgent')
    // not known yet whether there are sensors: wait rather than say All Clear
    expect(alertsCardView(NONE, pending).kind).toBe('loading')
    expect(alertsCardView(ok([alert('low')]), pending).kind).toBe('notifications')
    // figures that failed to refresh: the last ones said no sensors; none at all: the list is all the card can speak for
    expect(alertsCardView(NONE, failed({ totalDevices: 0 })).kind).toBe('unwatched')
    expect(alertsCardView(NONE, failed()).kind).toBe('clear')
  })
})

describe('open alerts win over the day’s count', () => {
  it('an urgent alert raised before midnight and still open: Attention Needed in red, never All Good', () => {
    for (const open of [alert('critical', 'inactivity'), alert('high', 'emergency'), alert('critical', 'sensor_offline')]) {
      expect(both(ok(GOOD), ok([alert('low', 'pattern_change', true), open]))).toEqual({ overall: 'Attention Needed', tone: 'red', badge: 'Attention Needed', badgeTone: 'red' })
    }
    expect(overallStatus(ok(GOOD), ok([alert('high', 'emergency')]))?.text).toBe('An urgent alert is open.')
  })
  it('any other open alert: Attention Needed, toned by the most severe', () => {
    expect(both(ok(GOOD), ok([alert('low', 'sensor_offline')]))).toEqual({ overall: 'Attention Needed', tone: 'yellow', badge: 'Attention Needed', badgeTone: 'yellow' })
    expect(both(ok(GOOD), ok([alert('low'), alert('high', 'inactivity')]))).toMatchObject({ tone: 'orange', badgeTone: 'orange' })
    expect(overallStatus(ok(GOOD), ok([alert('low'), alert('medium')]))?.text).toBe('2 alerts are still open.')
    expect(overallStatus(ok(GOOD), ok([alert('low')]))?.text).toBe('1 alert is still open.')
  })
  it('today’s alerts all resolved: still Attention Needed, as the spec says, but not red', () => {
    expect(both(ok({ ...GOOD, alertsToday: 2 }), ok([alert('critical', 'emergency', true)]))).toEqual({
      overall: 'Attention Needed',
      tone: 'yellow',
      badge: 'Attention Needed',
      badgeTone: 'yellow',
    })
    expect(overallStatus(ok({ ...GOOD, alertsToday: 2 }), NONE)?.text).toBe('There have been alerts today.')
  })
})

describe('never green over a read that is loading or failed', () => {
  it('nothing while either read is loading', () => {
    expect(both(pending, NONE)).toMatchObject({ overall: null, badge: null })
    expect(both(ok(GOOD), pending)).toMatchObject({ overall: null, badge: null })
  })
  it('alerts that could not be loaded: Status Unknown and Monitoring, not Everything Looks Good', () => {
    expect(both(ok(GOOD), failed())).toEqual({ overall: 'Status Unknown', tone: 'grey', badge: 'Monitoring', badgeTone: 'grey' })
    expect(overallStatus(ok(GOOD), failed())?.text).toBe('Alerts could not be loaded, so whether all is well is not known.')
    // a refetch that failed keeps the last list: an open alert in it still counts
    expect(both(ok(GOOD), failed([alert('critical', 'emergency')]))).toMatchObject({ overall: 'Attention Needed', badge: 'Attention Needed' })
    // what is not green is still said
    expect(both(ok({ ...GOOD, activeDevices: 1 }), failed())).toMatchObject({ overall: 'Sensors Offline', badge: 'Monitoring' })
  })
  it('figures whose latest read failed: not green on the older ones', () => {
    expect(both(failed(GOOD), NONE)).toEqual({ overall: 'Status Unknown', tone: 'grey', badge: 'Monitoring', badgeTone: 'grey' })
    expect(overallStatus(failed(GOOD), NONE)?.text).toBe('The latest figures could not be loaded, so whether all is well is not known.')
    expect(both(failed<StatsForStatus>(), NONE)).toMatchObject({ overall: 'Status Unknown', badge: 'Monitoring' })
    expect(both(failed<StatsForStatus>(), ok([alert('high', 'emergency')]))).toMatchObject({ overall: 'Attention Needed', badge: 'Attention Needed' })
  })
})

describe('the Alerts card', () => {
  it('a neutral loading state, not All Clear', () => expect(alertsCardView(pending, SENSORS).kind).toBe('loading'))
  it('a failed read says so, not All Clear', () => {
    expect(alertsCardView(failed<CardAlert[]>(), SENSORS).kind).toBe('failed')
    expect(alertsCardView(failed([alert('critical', 'emergency', true)]), SENSORS).kind).toBe('failed')
  })
  it('a failed refetch keeps the open alerts it knew of, marked stale', () => {
    expect(alertsCardView(failed([alert('critical', 'emergency')]), SENSORS)).toMatchObject({ kind: 'urgent', isStale: true })
  })
  it('All Clear only over a list that loaded, with nothing open', () => expect(alertsCardView(ok([alert('critical', 'emergency', true)]), SENSORS).kind).toBe('clear'))
  it('urgent with an open critical, or a possible fall at any severity', () => {
    expect(alertsCardView(ok([alert('low'), alert('critical')]), SENSORS).kind).toBe('urgent')
    expect(alertsCardView(ok([alert('high', 'emergency')]), SENSORS).kind).toBe('urgent')
  })
  it('notifications otherwise', () => expect(alertsCardView(ok([alert('high', 'inactivity')]), SENSORS).kind).toBe('notifications'))
  it('at most four, then the rest counted', () => {
    const view = alertsCardView(ok([1, 2, 3, 4, 5, 6].map(() => alert('low'))), SENSORS)
    expect(view.kind !== 'loading' && view.kind !== 'failed' && [view.shown.length, view.more]).toEqual([4, 2])
  })
})

describe('learning the routine and out of the home: the engine says so, and the status with it (decision 0018)', () => {
  const LEARNING = { isLearning: true, learningLabel: 'Learning the routine: day 3 of 7', learningDays: 7, learningQuietLimitMinutes: 720, atHome: true, awaySince: null }
  const LEARNED = { ...LEARNING, isLearning: false, learningLabel: null }
  const OUT = { ...LEARNED, atHome: false, awaySince: '2026-03-10T09:12:00Z' }
  const clock = { now: new Date('2026-03-10T13:15:00Z'), timeZone: 'UTC', viewerZone: 'UTC' }

  it('learning: never good, whatever the score; what is and is not watched yet; once learned, the SPEC texts', () => {
    expect(both(ok({ ...GOOD, engine: LEARNED }), NONE)).toEqual({ overall: 'Everything Looks Good', tone: 'green', badge: 'All Good', badgeTone: 'green' })
    expect(both(ok({ ...GOOD, activityScore: 40, engine: LEARNED }), NONE)).toMatchObject({ overall: 'Activity Change', badge: 'Monitoring' })
    // sensors registered, none heard from yet: not good, and nothing to learn from (decision 0043)
    expect(both(ok({ ...GOOD, engine: null }), NONE)).toEqual({ overall: 'Waiting for the first reading', tone: 'yellow', badge: 'Waiting for the first reading', badgeTone: 'yellow' })
    expect(alertsCardView(NONE, ok({ totalDevices: 2, engine: null })).kind).toBe('unheard')
    expect(alertsCardView(ok([alert('critical', 'emergency')]), ok({ totalDevices: 2, engine: null })).kind).toBe('urgent')
    expect(both(ok({ ...GOOD, engine: null }), ok([alert('critical', 'emergency')]))).toMatchObject({ overall: 'Attention Needed', badge: 'Attention Needed' })
    for (const activityScore of [99, 30]) {
      const stats = ok({ ...GOOD, activityScore, engine: LEARNING })
      expect(both(stats, NONE)).toEqual({ overall: 'Learning the routine: day 3 of 7', tone: 'yellow', badge: 'Learning the routine: day 3 of 7', badgeTone: 'yellow' })
      expect(overallStatus(stats, NONE, clock)?.text).toBe(
        'Until the routine is learned (after day 7), only a silence of 12 hours or more at home raises an alert: falls and shorter quiet spells are not noticed yet. The Emergency button works now.',
      )
    }
    // alerts still come first, and a switched-off sensor is still said
    expect(both(ok({ ...GOOD, alertsToday: 1, engine: LEARNING }), ok([alert('critical', 'emergency')]))).toMatchObject({ overall: 'Attention Needed', badge: 'Attention Needed' })
    expect(both(ok({ ...GOOD, activeDevices: 1, engine: LEARNING }), NONE)).toMatchObject({ overall: 'Sensors Offline', badge: 'Learning the routine: day 3 of 7' })
    // a read that failed: unknown, as for the good status
    expect(both(ok({ ...GOOD, engine: LEARNING }), failed())).toMatchObject({ overall: 'Status Unknown' })
  })

  it('the Alerts card while learning with nothing open: No Alerts and why, never All Clear', () => {
    expect(alertsCardView(NONE, ok({ totalDevices: 2, engine: LEARNING })).kind).toBe('learning')
    expect(learningAlertsText(LEARNING)).toBe('None so far. While the routine is being learned, only a silence of 12 hours or more at home raises one.')
    // one raised today and since resolved: not 'None so far' beside 'Alerts today 1' (a new carer after her first night)
    expect(learningAlertsText(LEARNING, 1)).toBe('None open now. While the routine is being learned, only a silence of 12 hours or more at home raises one.')
    expect(alertsCardView(ok([alert('critical', 'emergency')]), ok({ totalDevices: 2, engine: LEARNING })).kind).toBe('urgent')
    expect(alertsCardView(NONE, ok({ totalDevices: 2, engine: LEARNED })).kind).toBe('clear')
  })

  it('out: Currently Away since when, grey, whatever the score and even while learning; not Activity Change', () => {
    for (const engine of [OUT, { ...LEARNING, atHome: false, awaySince: OUT.awaySince }]) {
      for (const activityScore of [90, 20]) {
        const status = overallStatus(ok({ ...GOOD, activityScore, engine }), NONE, clock)
        expect(status).toEqual({
          label: 'Currently Away',
          tone: 'grey',
          text: 'Out since 09:12. A quiet home is expected while they are out: no alert about a quiet spell is raised until they are back.',
        })
      }
    }
    expect(both(ok({ ...GOOD, alertsToday: 1, engine: OUT }), NONE)).toMatchObject({ overall: 'Attention Needed' })
    expect(both(ok({ ...GOOD, activeDevices: 1, engine: OUT }), NONE)).toMatchObject({ overall: 'Sensors Offline' })
  })

  it('out, and the front door opened with nothing inside since: the door, not "Currently Away", and what is watched', () => {
    const DOOR = { ...OUT, cameInAt: '2026-03-10T13:02:00Z' }
    // before: 'Out since 09:12 … no alert about a quiet spell is raised until they are back', though she may be lying in the hall
    expect(overallStatus(ok({ ...GOOD, engine: DOOR }), NONE, clock)).toEqual({
      label: 'The door opened, nothing since',
      tone: 'yellow',
      text: 'The front door opened at 13:02 while they were out, and nothing inside has moved since. They may have come in: if nothing moves inside for longer than their returns usually take, an alert is raised.',
    })
    // while learning no such alert is raised yet: none is promised
    expect(overallStatus(ok({ ...GOOD, engine: { ...DOOR, isLearning: true, learningLabel: 'Learning the routine: day 3 of 7' } }), NONE, clock)?.text).toBe(
      'The front door opened at 13:02 while they were out, and nothing inside has moved since. They may have come in.',
    )
    // the alert raised: it speaks, as any other
    expect(both(ok({ ...GOOD, engine: DOOR }), ok([alert('high', 'emergency')]))).toMatchObject({ overall: 'Attention Needed' })
  })

})

describe('a home that watches only its front door: never good, never "out" (decision 0031)', () => {
  const DOOR_ONLY: StatsForStatus = { alertsToday: 0, activityScore: 90, totalDevices: 1, activeDevices: 1, watchesNothingInside: true }
  const OUT = { isLearning: false, learningLabel: null, learningDays: 7, learningQuietLimitMinutes: 720, atHome: false, awaySince: '2026-03-10T09:12:00Z' }
  const LEARNING = { ...OUT, isLearning: true, learningLabel: 'Learning the routine: day 3 of 7' }
  const clock = { now: new Date('2026-03-10T13:15:00Z'), timeZone: 'UTC', viewerZone: 'UTC' }

  it('says nothing inside is watched, in yellow, whatever the score, the engine\'s "out" or its learning', () => {
    for (const engine of [null, OUT, LEARNING]) {
      for (const activityScore of [90, 10]) {
        const stats = ok({ ...DOOR_ONLY, activityScore, engine })
        expect(both(stats, NONE)).toEqual({
          overall: 'Nothing inside the home is watched',
          tone: 'yellow',
          badge: 'Nothing inside the home is watched',
          badgeTone: 'yellow',
        })
        expect(overallStatus(stats, NONE, clock)?.text).toBe(
          'Only the front door is watched, so Hearthwatch cannot tell a quiet home from an empty one: it raises no alert for a fall or a long quiet spell. Add a motion sensor where they spend the day.',
        )
      }
    }
  })

  it('alerts and a silent door still come first; figures that failed to load are unknown; older servers change nothing', () => {
    expect(both(ok({ ...DOOR_ONLY, alertsToday: 1 }), ok([alert('critical', 'emergency')]))).toMatchObject({ overall: 'Attention Needed', badge: 'Attention Needed' })
    expect(both(ok({ ...DOOR_ONLY, activeDevices: 0 }), NONE)).toMatchObject({ overall: 'Sensors Offline' })
    expect(both(failed(DOOR_ONLY), NONE)).toMatchObject({ overall: 'Status Unknown', badge: 'Monitoring' })
    const { watchesNothingInside: _, ...older } = DOOR_ONLY
    expect(both(ok(older), NONE)).toMatchObject({ overall: 'Everything Looks Good', badge: 'All Good' })
  })

  it('the Alerts card: No Alerts, and why, rather than All Clear; open alerts listed as ever', () => {
    expect(alertsCardView(NONE, ok({ totalDevices: 1, watchesNothingInside: true, engine: LEARNING })).kind).toBe('inside-unwatched')
    expect(alertsCardView(ok([alert('high', 'sensor_offline')]), ok({ totalDevices: 1, watchesNothingInside: true })).kind).toBe('notifications')
    expect(alertsCardView(NONE, ok({ totalDevices: 2, watchesNothingInside: false })).kind).toBe('clear')
  })
})

describe('a home whose watching staff ended (decision 0045): nothing good, learning or urgent is said of it', () => {
  const ENDED = '2026-11-27T10:30:00.000Z'
  const LEARNING = { atHome: true, awaySince: null, asleep: false, isLearning: true, learningLabel: 'Learning the routine: day 3 of 7', learningDays: 7, learningQuietLimitMinutes: 720 }
  it.each([
    ['a home that looked good', { ...GOOD, monitoringEndedAt: ENDED }],
    ['one still learning', { ...GOOD, monitoringEndedAt: ENDED, engine: LEARNING }],
    ['one with alerts earlier today', { ...GOOD, alertsToday: 2, monitoringEndedAt: ENDED }],
    ['one whose sensors are off', { ...GOOD, activeDevices: 0, monitoringEndedAt: ENDED }],
  ])('%s: Monitoring ended, in grey, in the summary and the header', (_, stats) => {
    expect(both(ok(stats), NONE)).toEqual({ overall: 'Monitoring ended', tone: 'grey', badge: 'Monitoring ended', badgeTone: 'grey' })
  })
  it('says since when, on the home’s clock, and that the history stays', () => {
    expect(overallStatus(ok({ ...GOOD, monitoringEndedAt: '2026-11-27T23:30:00.000Z' }), NONE, { now: new Date(), timeZone: 'Pacific/Auckland' })?.text).toBe(
      'Hearthwatch stopped watching this home on 28 November 2026: no alerts, e-mails or pushes are sent, and sensor readings are not stored. Its alert history and care notes stay here to read.',
    )
  })
  it('the Alerts card: No Alerts, not All Clear', () => {
    expect(alertsCardView(NONE, ok({ totalDevices: 2, monitoringEndedAt: ENDED })).kind).toBe('ended')
    expect(alertsCardView(NONE, ok({ totalDevices: 2, monitoringEndedAt: null })).kind).toBe('clear')
  })
})

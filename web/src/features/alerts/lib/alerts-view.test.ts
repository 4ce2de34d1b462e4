import type { CircleSummary } from '@contracts/circles'
import { describe, expect, it } from 'vitest'
import type { OpenAlertOfHome } from '../api/get-open-alerts'
import { alertsViewHref, everyHomeSummary, filterOpenAlertsOfHomes, homeAlertsHref, matchingSummary, openAlertsInPicker } from './alerts-view'
import { alertsViewOf } from './alerts-view-of'

const alert = (over: Partial<OpenAlertOfHome>): OpenAlertOfHome => ({
  id: crypto.randomUUID(),
  clientId: 'c1',
  type: 'inactivity',
  severity: 'high',
  title: 'Unusually quiet',
  description: 'No movement for 2 h',
  createdAt: '2025-06-01T09:00:00.000Z',
  dedupeKey: 'inactivity',
  metadata: null,
  device: null,
  home: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  responders: [],
  ...over,
})

describe('which view the Alerts page shows', () => {
  it.each([
    ['admin', '?view=all', 'all'],
    ['support', 'view=all&notifications=1', 'all'],
    ['support', '', 'home'],
    ['admin', '?view=everything', 'home'],
    // carers and clients see the page exactly as before, whatever a link says
    ['carer', '?view=all', 'home'],
    ['client', '?view=all', 'home'],
  ] as const)('%s on %j gets %s', (role, search, view) => {
    expect(alertsViewOf(search, role)).toBe(view)
  })

  it('keeps the view in the address, and opens a home through the layout’s ?home=', () => {
    expect(alertsViewHref('all')).toBe('/alerts?view=all')
    expect(alertsViewHref('home')).toBe('/alerts')
    expect(homeAlertsHref('1a2b3c4d-0000-4000-8000-000000000000')).toBe('/alerts?home=1a2b3c4d-0000-4000-8000-000000000000')
  })

  it('counts the open alerts of the picker’s homes for the switch', () => {
    expect(openAlertsInPicker([{ openAlerts: 2 }, { openAlerts: 0 }, { openAlerts: 5 }])).toBe(7)
    expect(openAlertsInPicker([])).toBe(0)
  })
})

describe('the page’s filters on All homes', () => {
  const fall = alert({ title: 'Possible fall', type: 'emergency', severity: 'critical' })
  const offline = alert({ clientId: 'c2', title: 'Sensor offline', type: 'sensor_offline', severity: 'medium', device: { name: 'Hall', location: 'Hallway' }, home: { firstName: 'Bea', lastName: 'Brown', email: null } })
  const dora = { userId: 'u1', firstName: 'Dora', lastName: 'Tester', role: 'family', relationship: 'Daughter', action: 'contact', since: '2025-06-01T09:05:00.000Z' } as const
  const quiet = alert({ clientId: 'c3', home: { firstName: 'Cy', lastName: 'Lovelace', email: 'cy@example.org' }, responders: [dora, { ...dora, userId: 'u2', firstName: 'Sam', lastName: null, role: 'staff', relationship: null }] })
  const all = [fall, offline, quiet]
  const none = { search: '', severity: 'all', type: 'all' } as const

  it.each([
    ['nothing chosen: the server’s order', none, [fall, offline, quiet]],
    ['search in the title', { ...none, search: 'FALL' }, [fall]],
    ['search in the sensor’s room', { ...none, search: 'hallway' }, [offline]],
    ['search by the home’s name', { ...none, search: 'lovelace' }, [fall, quiet]],
    ['search by the home’s e-mail', { ...none, search: 'example.org' }, [quiet]],
    ['search by the name of someone responding', { ...none, search: 'dora tester' }, [quiet]],
    ['search by a responder’s first name only', { ...none, search: ' SAM ' }, [quiet]],
    ['a responder’s name with a severity their alert is not', { ...none, search: 'dora', severity: 'critical' }, []],
    ['severity', { ...none, severity: 'critical' }, [fall]],
    ['type', { ...none, type: 'sensor_offline' }, [offline]],
    ['a home’s name with a type it has no alert of', { ...none, search: 'brown', type: 'inactivity' }, []],
  ] as const)('%s', (_, filters, expected) => {
    expect(filterOpenAlertsOfHomes(all, filters)).toEqual(expected)
  })

  // the picker's homes: Bea Brown added by staff with her number and no e-mail; Cy's daughter gave hers
  const home = (clientId: string, firstName: string, phone: string | null, members: CircleSummary['members'] = []): CircleSummary => ({
    clientId,
    firstName,
    lastName: null,
    email: null,
    phone,
    timeZone: 'UTC',
    openAlerts: 1,
    topSeverity: 'high',
    topAlertAt: null,
    monitoringEndedAt: null,
    learningDay: null,
    isOut: false,
    outSince: null,
    doorOpenedAt: null,
    members,
  })
  const circles = [
    home('c1', 'Ada', null),
    home('c2', 'Bea', '07700 900125', [{ firstName: 'Nadia', lastName: 'Okafor', email: 'nadia@example.net', relationship: 'Neighbour', phone: null }]),
    home('c3', 'Cy', null, [{ firstName: 'Dora', lastName: 'Tester', email: null, relationship: 'Daughter', phone: '+44 7700 900777' }]),
  ]
  it.each([
    ['the client’s number, spaced otherwise', { ...none, search: '07700900125' }, [offline]],
    ['the number of someone in the circle, with its country code left off', { ...none, search: '07700 900 777' }, [quiet]],
    ['a number with a type its home has no alert of', { ...none, search: '07700 900125', type: 'inactivity' }, []],
    ['a number nobody gave', { ...none, search: '07700 900999' }, []],
  ] as const)('a phone number: %s', (_, filters, expected) => {
    expect(filterOpenAlertsOfHomes(all, filters, circles)).toEqual(expected)
  })

  // a neighbour rings about Bea: the picker finds Bea's home by her name, and so does All homes
  it.each([
    ['the name of someone in the circle who is not responding', { ...none, search: 'nadia okafor' }, [offline]],
    ['their e-mail', { ...none, search: 'NADIA@example' }, [offline]],
    ['a daughter by her name, with the severity of her mother’s alert', { ...none, search: 'dora', severity: 'high' }, [quiet]],
    ['words of two people are not one person', { ...none, search: 'nadia tester' }, []],
  ] as const)('someone in the circle: %s', (_, filters, expected) => {
    expect(filterOpenAlertsOfHomes(all, filters, circles)).toEqual(expected)
  })
})

describe('the line above the All homes list', () => {
  it('says how many alerts are open in how many homes', () => {
    expect(everyHomeSummary([alert({}), alert({}), alert({ clientId: 'c2' })], 3)).toBe('3 open alerts in 2 homes')
    expect(everyHomeSummary([alert({})], 1)).toBe('1 open alert in 1 home')
  })

  it('says when the server’s cap left some out', () => {
    expect(everyHomeSummary([alert({}), alert({ clientId: 'c2' })], 612)).toBe('The 2 most urgent of 612 open alerts, in 2 homes')
  })
})

describe('how many alerts the search and filters leave in All homes', () => {
  it('is said only when the list is filtered, in words for none and one', () => {
    expect(matchingSummary(99, false)).toBeNull()
    expect(matchingSummary(0, true)).toBe('None match the search and filters')
    expect(matchingSummary(1, true)).toBe('1 matches the search and filters')
    expect(matchingSummary(6, true)).toBe('6 match the search and filters')
  })
})

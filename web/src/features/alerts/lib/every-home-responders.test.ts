import type { AlertResponder } from '@contracts/alerts'
import { describe, expect, it } from 'vitest'
import { everyHomeResponderLines } from './every-home-responders'

const NOW = new Date('2026-12-04T02:10:00Z')
const responder = (over: Partial<AlertResponder>): AlertResponder => ({
  userId: 'u-dora',
  firstName: 'Dora',
  lastName: 'Tester',
  role: 'family',
  relationship: null,
  action: 'contact',
  since: '2026-12-04T02:06:00Z',
  ...over,
})
const said = (responders: AlertResponder[], readerId: string | null = 'u-agent') => everyHomeResponderLines(responders, readerId, NOW).map((l) => `${l.text} · ${l.since}`)

describe('who is responding, on an All homes card', () => {
  it.each([
    ['family, by their role', responder({}), 'Dora Tester (family) is contacting them · started 4m ago'],
    ['by the relationship they gave', responder({ relationship: 'Daughter', action: 'check_on' }), 'Dora Tester (Daughter) is checking on them · started 4m ago'],
    ['a carer', responder({ userId: 'u-cal', firstName: 'Cal', lastName: 'Ward', role: 'carer' }), 'Cal Ward (carer) is contacting them · started 4m ago'],
    ['another agent', responder({ userId: 'u-sam', firstName: 'Sam', lastName: 'Agent', role: 'staff', since: '2026-12-04T00:50:00Z' }), 'Sam Agent (staff) is contacting them · started 1h ago'],
    ['no name', responder({ firstName: null, lastName: null }), 'Someone (family) is contacting them · started 4m ago'],
    ['just now', responder({ since: '2026-12-04T02:09:40Z' }), 'Dora Tester (family) is contacting them · started just now'],
    ['the reader themself', responder({ userId: 'u-agent', role: 'staff' }), 'You are contacting them · started 4m ago'],
  ])('%s', (_, r, line) => {
    expect(said([r])).toEqual([line])
  })

  it('one line each, in the order given (first to respond first)', () => {
    expect(said([responder({}), responder({ userId: 'u-agent', role: 'staff', action: 'check_on' })])).toEqual([
      'Dora Tester (family) is contacting them · started 4m ago',
      'You are checking on them · started 4m ago',
    ])
    expect(said([])).toEqual([])
  })

  it('names everyone when the reader is not known yet', () => {
    expect(said([responder({ userId: 'u-agent' })], null)).toEqual(['Dora Tester (family) is contacting them · started 4m ago'])
  })
})

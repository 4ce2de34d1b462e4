import { describe, expect, it } from 'vitest'
import { callTarget, smsHref, telHref, withoutNumber } from './call-target'
import type { CirclePerson } from './circle-people'

const CLIENT = 'client-1'
const person = (over: Partial<CirclePerson>): CirclePerson => ({
  id: CLIENT,
  firstName: 'Vera',
  lastName: 'Stone',
  email: 'vera@example.org',
  phone: null,
  role: 'client',
  relationship: null,
  isYou: false,
  ...over,
})
const carer = person({ id: 'carer-1', role: 'carer', phone: '+44 7700 900456', isYou: true })

describe('callTarget: whom Call Now reaches', () => {
  it('the person being watched, on the number they gave', () =>
    expect(callTarget([carer, person({ phone: '+1 202-555-0147' })], CLIENT)).toEqual({ kind: 'phone', phone: '+1 202-555-0147' }))
  it('nobody to dial when they gave no number (a carer’s own number is not theirs)', () =>
    expect(callTarget([carer, person({})], CLIENT)).toEqual({ kind: 'no-number' }))
  it('nobody to dial, and the viewer may add one, when they do not sign in to give it', () =>
    expect(callTarget([carer, person({ email: null, mayEditPhone: true })], CLIENT)).toEqual({ kind: 'no-number', canAdd: true }))
  it('the person being watched, on their own screen: never themself', () =>
    expect(callTarget([person({ phone: '+1 202-555-0147', isYou: true })], CLIENT)).toEqual({ kind: 'own-home' }))
  it('unknown while the circle’s people load, or without them', () => {
    expect(callTarget(undefined, CLIENT)).toEqual({ kind: 'unknown' })
    expect(callTarget([carer], CLIENT)).toEqual({ kind: 'unknown' })
  })
})

describe('what the buttons say without a number', () => {
  it.each([
    ['no-number', 'call', 'Call your loved one now from your phone. They have not added a phone number to Quick Contact yet.'],
    ['no-number', 'message', 'Send your loved one a message from your phone. They have not added a phone number to Quick Contact yet.'],
    ['no-number', 'call', 'Call your loved one now from your phone. Add their phone number in Quick Contact to reach them from here.', true],
    ['no-number', 'message', 'Send your loved one a message from your phone. Add their phone number in Quick Contact to reach them from here.', true],
    ['unknown', 'call', 'Call your loved one now from your phone.'],
    ['unknown', 'message', 'Send your loved one a message from your phone.'],
    ['own-home', 'call', 'Call someone in your care circle from your phone, or the emergency services if you need help now.'],
    ['own-home', 'message', 'Send someone in your care circle a message from your phone.'],
  ] as const)('%s, %s → %s', (kind, action, text, canAdd?: boolean) => expect(withoutNumber(kind === 'no-number' ? { kind, canAdd } : { kind }, action)).toBe(text))
})

describe('tel: and sms: links', () => {
  it.each([
    ['+44 7700-900123', 'tel:+447700900123'],
    ['01632 960 001', 'tel:01632960001'],
    [' +1-202-555-0147 ', 'tel:+12025550147'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href))
  it('a text goes to the same number', () => expect(smsHref('+1 202-555-0147')).toBe('sms:+12025550147'))
})

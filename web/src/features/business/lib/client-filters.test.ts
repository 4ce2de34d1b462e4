import type { BusinessClient } from '@contracts/business'
import { describe, expect, it } from 'vitest'
import { clientName, filterClients, isOnPlan } from './client-filters'

type Status = NonNullable<BusinessClient['subscription']>['status']
const client = (firstName: string | null, lastName: string | null, email: string | null, status: Status | null, phone: string | null = null): BusinessClient => ({
  id: `${firstName}-${lastName}`,
  firstName,
  lastName,
  email,
  phone,
  subscription: status
    ? { planType: 'basic', billingCycle: 'monthly', pricePerMonth: 29.99, status, startDate: '2026-01-01', endDate: null }
    : null,
  deviceCount: 0,
  lastActivity: null,
  monitoringEndedAt: null,
})

const ADA = client('Ada', 'Lovelace', 'ada@example.com', 'active')
const BEA = client('Bea', 'Trial', 'bea@example.com', 'trialing')
const CAL = client('Cal', 'Owing', 'cal@example.com', 'past_due')
const DEE = client('Dee', 'Gone', 'dee@example.com', 'cancelled')
const EVE = client('Eve', 'Off', 'eve@example.com', 'inactive')
const FAY = client('Fay', 'Nothing', 'fay@example.com', null)
const ALL = [ADA, BEA, CAL, DEE, EVE, FAY]

describe('isOnPlan', () => {
  it.each([
    ['active', ADA, true],
    ['trialing', BEA, true],
    ['past due', CAL, false],
    ['cancelled', DEE, false],
    ['inactive', EVE, false],
    ['no subscription', FAY, false],
  ] as const)('%s', (_, c, expected) => {
    expect(isOnPlan(c)).toBe(expected)
  })
})

describe('filterClients', () => {
  it.each([
    ['All Clients, no search', { search: '', status: 'all' }, ALL],
    ['Active Subscriptions: active and on trial', { search: '', status: 'active' }, [ADA, BEA]],
    ['Inactive/No Plan: everything else, no plan included', { search: '', status: 'inactive' }, [CAL, DEE, EVE, FAY]],
    ['first name, any case', { search: 'ADA', status: 'all' }, [ADA]],
    ['last name', { search: 'lovelace', status: 'all' }, [ADA]],
    ['the whole name', { search: 'ada love', status: 'all' }, [ADA]],
    ['e-mail', { search: 'fay@example', status: 'all' }, [FAY]],
    ['surrounding spaces ignored', { search: '  bea  ', status: 'all' }, [BEA]],
    ['search and status together', { search: 'example.com', status: 'active' }, [ADA, BEA]],
    ['a search the status filter excludes', { search: 'fay', status: 'active' }, []],
    ['no match', { search: 'zebra', status: 'all' }, []],
  ] as const)('%s', (_, filters, expected) => {
    expect(filterClients(ALL, filters)).toEqual(expected)
  })

  it('finds a home with no name by its e-mail, and one with no e-mail by its name', () => {
    const nameless = client(null, null, 'x@example.com', null)
    const mailless = client('Gus', 'Post', null, null)
    expect(filterClients([nameless, mailless], { search: 'x@', status: 'all' })).toEqual([nameless])
    expect(filterClients([nameless, mailless], { search: 'gus', status: 'all' })).toEqual([mailless])
  })

  describe('by phone number, digits only', () => {
    // two homes added with Add Home under one name, no e-mail: the numbers staff gave tell them apart
    const joanA = client('Joan', 'Taylor', null, 'active', '07700 900021')
    const joanB = client('Joan', 'Taylor', null, 'active', '+44-7700-900022')
    const homes = [joanA, joanB, ADA]
    it.each([
      ['spaced as stored', '07700 900021', [joanA]],
      ['spaced otherwise', '7700 900 021', [joanA]],
      ['without spaces', '07700900021', [joanA]],
      ['with a plus and dashes', '+44 7700-900022', [joanB]],
      ['the part both share', '7700 9000', [joanA, joanB]],
      ['fewer than four digits: not a number search', '021', []],
      ['letters with the digits: not a number search', 'joan 7700', []],
    ] as const)('%s: %s', (_, search, expected) => {
      expect(filterClients(homes, { search, status: 'all' })).toEqual(expected)
    })
  })
})

describe('clientName', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: null, email: 'a@x' }, 'Ada'],
    [{ firstName: null, lastName: null, email: 'a@x' }, 'a@x'],
    [{ firstName: null, lastName: null, email: null }, 'Unnamed'],
  ])('%o is %s', (c, expected) => {
    expect(clientName(c)).toBe(expected)
  })
})

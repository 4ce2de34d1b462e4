import type { CircleSummary } from '@contracts/circles'
import { describe, expect, it } from 'vitest'
import { circleDetail, matchesSearch, openAlertsLabel, pickerOptions } from './circle-search'

let n = 0
const home = (firstName: string, lastName: string, more: Partial<CircleSummary> = {}): CircleSummary => ({
  clientId: `${String(++n).padStart(8, '0')}-0000-4000-8000-000000000000`,
  firstName,
  lastName,
  email: `${firstName}.${lastName}.${n}@example.com`.toLowerCase(),
  timeZone: 'UTC',
  openAlerts: 0,
  topSeverity: null,
  ...more,
})

describe('the home picker', () => {
  const smithA = home('John', 'Smith', { email: 'john.smith@example.com' })
  const smithB = home('John', 'Smith', { email: 'jsmith@elsewhere.org', openAlerts: 1, topSeverity: 'critical' })
  const zoe = home('Zoë', 'Adams', { openAlerts: 4, topSeverity: 'medium' })
  const ada = home('Ada', 'Byron')
  const ben = home('Ben', 'Cole', { openAlerts: 2, topSeverity: 'medium' })
  const all = [zoe, ada, ben, smithA, smithB]

  it.each([
    ['', all.length],
    ['john smith', 2],
    ['SMITH john', 2],
    ['elsewhere', 1],
    ['zoe', 1],
    ['adams zoë', 1],
    ['nobody', 0],
  ])('finds homes by every word typed, in the name or e-mail, ignoring case and accents: %j', (query, count) => {
    expect(all.filter((c) => matchesSearch(c, query))).toHaveLength(count)
  })

  it('tells two homes of the same name apart by the e-mail, or by the home when there is none', () => {
    expect(circleDetail(smithA)).not.toBe(circleDetail(smithB))
    const a = home('Jo', 'Doe', { email: null })
    const b = home('Jo', 'Doe', { email: null })
    expect(circleDetail(a)).toMatch(/^No e-mail · home /)
    expect(circleDetail(a)).not.toBe(circleDetail(b))
  })

  it('puts homes with open alerts first: critical, then more severe, then busier; the rest keep their order', () => {
    expect(pickerOptions(all, '')).toEqual([smithB, zoe, ben, ada, smithA])
    expect(pickerOptions(all, '', true)).toEqual([smithB, zoe, ben])
    expect(pickerOptions(all, 'smith', true)).toEqual([smithB])
  })

  it('says the open alerts in words, and whether one is critical', () => {
    expect(openAlertsLabel(ada)).toBeNull()
    expect(openAlertsLabel(smithB)).toBe('1 open alert, critical')
    expect(openAlertsLabel(zoe)).toBe('4 open alerts')
  })
})

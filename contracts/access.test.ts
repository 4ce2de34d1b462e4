// Who may do what, checked against SPEC.md §6 (and decisions 0008, 0011, 0025 for the rows it does not
// list): the server enforces this table and the web app hides buttons by it, so one wrong cell is a
// client deleting a sensor or a support agent deleting an admin
import { describe, expect, it } from 'vitest'
import { can, isStaff, mayDownloadHomeData, mayManageAccountOf, PERMISSIONS, type Permission } from './access'
import { ROLES, type Role } from './enums'

const ALL = ['admin', 'support', 'carer', 'client'] as const
const STAFF = ['admin', 'support'] as const
const CARERS = ['admin', 'support', 'carer'] as const
const ADMIN = ['admin'] as const

const expected: Record<Permission, readonly Role[]> = {
  'sensors.manage': CARERS,
  'sensors.delete': STAFF,
  'sensors.link_cloud': STAFF,
  'home.settings': CARERS,
  'home.end_monitoring': STAFF, // decision 0045: ending stops every alert of the home for the whole family
  'home.export': ['admin', 'support', 'client'], // decision 0063: the person watched, her own home only (below)
  'notes.write': CARERS,
  'notes.delete': STAFF,
  'family.view': CARERS,
  'family.manage': CARERS,
  'users.view': STAFF,
  'users.manage': STAFF,
  'users.delete': ADMIN,
  'billing.view': STAFF,
  'billing.manage': STAFF,
  'business.view': ADMIN,
  'business.manage': ADMIN,
  'audit.view': ADMIN,
}

describe('who may do what', () => {
  it('has a rule for every permission and no other', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(expected).sort())
    expect([...ROLES].sort()).toEqual([...ALL].sort())
  })

  it.each(Object.entries(expected) as [Permission, readonly Role[]][])('%s: only %j', (permission, allowed) => {
    for (const role of ALL) expect(can(role, permission), `${role} ${permission}`).toBe(allowed.includes(role))
  })

  it('never lets the person watched manage sensors, notes, the family or the home’s settings', () => {
    const hers: Permission[] = ['home.export']
    for (const permission of Object.keys(expected) as Permission[]) expect(can('client', permission), permission).toBe(hers.includes(permission))
  })
})

describe('who may download a copy of a home', () => {
  const home = 'home-of-edith'
  it.each([
    ['admin', 'someone-else', true],
    ['support', 'someone-else', true],
    ['client', home, true],
    // a client who joined another home's circle, and every carer, even of this home
    ['client', 'someone-else', false],
    ['carer', 'someone-else', false],
    ['carer', home, false],
  ] as const)('%s (%s) for her home: %s', (role, id, may) => {
    expect(mayDownloadHomeData({ role, id }, home)).toBe(may)
  })
})

describe('whose account someone may change', () => {
  it('counts admin and support as staff, carers and clients not', () => {
    expect(ALL.filter(isStaff)).toEqual(['admin', 'support'])
  })

  it.each([
    ['admin', 'admin', true],
    ['admin', 'support', true],
    ['admin', 'carer', true],
    ['admin', 'client', true],
    ['support', 'admin', false],
    ['support', 'support', false],
    ['support', 'carer', true],
    ['support', 'client', true],
  ] as const)('%s may manage a %s account: %s', (actor, target, may) => {
    expect(mayManageAccountOf(actor, target)).toBe(may)
  })
})

import { describe, expect, it } from 'vitest'
import { HOME_IN_USE_HINT, roleChoice } from './role-options'

const values = (choice: ReturnType<typeof roleChoice>) => choice.options.map((o) => o.value)

describe('the role Edit User offers', () => {
  it('offers an admin every role for a carer', () => {
    expect(roleChoice('admin', { role: 'carer', hasHome: false })).toEqual({ options: expect.any(Array), lockedBy: null })
    expect(values(roleChoice('admin', { role: 'carer', hasHome: false }))).toEqual(['admin', 'support', 'carer', 'client'])
  })

  it('offers support only carer and client', () => {
    expect(values(roleChoice('support', { role: 'carer', hasHome: false }))).toEqual(['carer', 'client'])
    expect(roleChoice('support', { role: 'client', hasHome: false }).lockedBy).toBeNull()
  })

  it("fixes a client's role while their home is in use, for admin and support alike", () => {
    expect(roleChoice('admin', { role: 'client', hasHome: true }).lockedBy).toBe(HOME_IN_USE_HINT)
    expect(roleChoice('support', { role: 'client', hasHome: true }).lockedBy).toBe(HOME_IN_USE_HINT)
  })

  it("lets an admin change a support member's role", () => {
    expect(roleChoice('admin', { role: 'support', hasHome: false })).toEqual({ options: expect.any(Array), lockedBy: null })
  })
})

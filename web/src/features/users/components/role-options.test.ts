import { describe, expect, it } from 'vitest'
import { NO_SIGN_IN_ROLE_MESSAGE } from '@contracts/users'
import { HOME_IN_USE_HINT, homesOf, roleChangeWarning, roleChoice } from './role-options'

const values = (choice: ReturnType<typeof roleChoice>) => choice.options.map((o) => o.value)

describe('the role Edit User offers', () => {
  it('offers an admin every role for a carer', () => {
    expect(roleChoice('admin', { role: 'carer', hasHome: false, signsIn: true })).toEqual({ options: expect.any(Array), lockedBy: null })
    expect(values(roleChoice('admin', { role: 'carer', hasHome: false, signsIn: true }))).toEqual(['admin', 'support', 'carer', 'client'])
  })

  it('offers support only carer and client', () => {
    expect(values(roleChoice('support', { role: 'carer', hasHome: false, signsIn: true }))).toEqual(['carer', 'client'])
    expect(roleChoice('support', { role: 'client', hasHome: false, signsIn: true }).lockedBy).toBeNull()
  })

  it("fixes a client's role while their home is in use, for admin and support alike", () => {
    expect(roleChoice('admin', { role: 'client', hasHome: true, signsIn: true }).lockedBy).toBe(HOME_IN_USE_HINT)
    expect(roleChoice('support', { role: 'client', hasHome: true, signsIn: true }).lockedBy).toBe(HOME_IN_USE_HINT)
  })

  it('fixes the role of a client who does not sign in (Add Home), their home empty or not, for admin and support alike', () => {
    for (const viewer of ['admin', 'support'] as const) {
      expect(roleChoice(viewer, { role: 'client', hasHome: false, signsIn: false }).lockedBy).toBe(NO_SIGN_IN_ROLE_MESSAGE)
      expect(roleChoice(viewer, { role: 'client', hasHome: true, signsIn: false }).lockedBy).toBe(NO_SIGN_IN_ROLE_MESSAGE)
    }
  })

  it("lets an admin change a support member's role", () => {
    expect(roleChoice('admin', { role: 'support', hasHome: false, signsIn: true })).toEqual({ options: expect.any(Array), lockedBy: null })
  })
})

describe('what Edit User says a carer made a client would lose', () => {
  const sarah = { role: 'carer' as const, firstName: 'Sarah', lastName: 'Ellis', caresFor: ['Margaret Ellis'] }

  it('names the homes they care for and what the client role cannot do there', () => {
    expect(roleChangeWarning(sarah, 'client')).toBe(
      "As a client, Sarah Ellis could no longer write care notes, manage sensors or settings, or see the family in Margaret Ellis's home, and their own account would become a home to be monitored.",
    )
  })

  it('says nothing while the role stays, for another change, or for a carer in no home', () => {
    expect(roleChangeWarning(sarah, 'carer')).toBeNull()
    expect(roleChangeWarning(sarah, 'support')).toBeNull()
    expect(roleChangeWarning({ ...sarah, caresFor: [] }, 'client')).toBeNull()
    expect(roleChangeWarning({ ...sarah, role: 'client' }, 'carer')).toBeNull()
  })

  it('lists two or more homes as a person would', () => {
    expect(homesOf(['Alan Abbott', 'Ruth Yardley'])).toBe("Alan Abbott's and Ruth Yardley's homes")
    expect(homesOf(['Alan Abbott', 'Bea Cole', 'Ruth Yardley'])).toBe("Alan Abbott's, Bea Cole's and Ruth Yardley's homes")
  })
})

import { describe, expect, it } from 'vitest'
import { responderLines, type Responder } from './alert-responders'

describe('responderLines', () => {
  const r = (userId: string, firstName: string, action: 'check_on' | 'contact', minute: number): Responder => ({
    userId,
    firstName,
    lastName: 'Hale',
    action,
    createdAt: new Date(2025, 5, 2, 10, minute).toISOString(),
  })
  it.each([
    ['nobody', [], []],
    ['checking on', [r('u1', 'Cora', 'check_on', 1)], ['Cora Hale is checking on them']],
    ['contacting', [r('u1', 'Cora', 'contact', 1)], ['Cora Hale is contacting them']],
    ["a person's latest response wins", [r('u1', 'Cora', 'check_on', 1), r('u1', 'Cora', 'contact', 5)], ['Cora Hale is contacting them']],
    ["a person's latest response wins even when it comes first", [r('u1', 'Cora', 'contact', 5), r('u1', 'Cora', 'check_on', 1)], ['Cora Hale is contacting them']],
    ['one line each', [r('u1', 'Cora', 'check_on', 1), r('u2', 'Ben', 'contact', 2)], ['Cora Hale is checking on them', 'Ben Hale is contacting them']],
    ['no name', [{ ...r('u3', '', 'contact', 1), firstName: null, lastName: null }], ['Someone is contacting them']],
  ] as const)('%s', (_, responses, lines) => {
    expect(responderLines(responses).map((l) => l.text)).toEqual(lines)
  })

  it('tells the person watched that it is them: Cora Hale is checking on you', () => {
    expect(responderLines([r('u1', 'Cora', 'check_on', 1), r('u2', 'Ben', 'contact', 2)], { id: 'client', isOwnHome: true }).map((l) => l.text)).toEqual([
      'Cora Hale is checking on you',
      'Ben Hale is contacting you',
    ])
  })

  it('tells the responder it is them: You are checking on them', () => {
    expect(responderLines([r('u1', 'Cora', 'check_on', 1), r('u2', 'Ben', 'contact', 2)], { id: 'u1' }).map((l) => l.text)).toEqual([
      'You are checking on them',
      'Ben Hale is contacting them',
    ])
  })
})

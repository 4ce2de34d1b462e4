import { describe, expect, it } from 'vitest'
import { offersSimulation } from './simulation-offer'

describe('Simulate Motion on the dashboard', () => {
  it.each([
    { mayManage: true, isServerOn: true, isDemoHome: true, offered: true },
    // the demo on, an admin setting up a real client's home: her history is not the place for made-up movement
    { mayManage: true, isServerOn: true, isDemoHome: false, offered: false },
    // an older server that does not say which home is the demo's
    { mayManage: true, isServerOn: true, isDemoHome: undefined, offered: false },
    { mayManage: true, isServerOn: false, isDemoHome: true, offered: false },
    { mayManage: true, isServerOn: undefined, isDemoHome: true, offered: false },
    { mayManage: false, isServerOn: true, isDemoHome: true, offered: false },
  ])('is offered: $offered (manages sensors $mayManage, server on $isServerOn, demo home $isDemoHome)', ({ offered, ...when }) => {
    expect(offersSimulation(when)).toBe(offered)
  })
})

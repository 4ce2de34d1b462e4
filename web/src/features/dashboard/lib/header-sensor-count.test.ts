import { describe, expect, it } from 'vitest'
import { headerSensorCount } from './dashboard-rules'

// decision 0075: a sensor the family switched off is not watched, and is no fault (decision 0065)
const answered = (activeDevices: number, totalDevices: number, switchedOffDevices?: number) => ({
  data: { lastMotionAt: null, engine: null, activeDevices, totalDevices, switchedOffDevices },
  isError: false,
})

describe("the header's sensor count", () => {
  it.each([
    ['every sensor on and reporting', answered(6, 6, 0), '6/6 sensors active'],
    ['one on but gone quiet: a fault, still counted missing', answered(5, 6, 0), '5/6 sensors active'],
    ['one switched off: not counted missing, said beside', answered(5, 6, 1), '5/5 sensors active · 1 switched off'],
    ['one switched off and one of the others gone quiet', answered(4, 6, 1), '4/5 sensors active · 1 switched off'],
    ['two switched off', answered(4, 6, 2), '4/4 sensors active · 2 switched off'],
    ['every sensor switched off (a stay away)', answered(0, 6, 6), 'All 6 sensors are switched off'],
    ['its only sensor switched off', answered(0, 1, 1), 'The sensor is switched off'],
    ['an older server that does not say', answered(5, 6), '5/6 sensors active'],
    ['no sensors yet', answered(0, 0, 0), '0/0 sensors active'],
  ])('%s', (_, read, text) => {
    expect(headerSensorCount(read)).toBe(text)
  })
})

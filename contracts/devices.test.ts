import { describe, expect, it } from 'vitest'
import { generateDeviceId } from './devices'

describe('generateDeviceId', () => {
  it('makes MSH- and 8 uppercase letters or digits', () => {
    for (let i = 0; i < 200; i++) expect(generateDeviceId()).toMatch(/^MSH-[A-Z0-9]{8}$/)
  })
  it('skips bytes that would bias the alphabet', () => {
    const bytes = [255, 252, 0, 35, 36, 251, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    expect(generateDeviceId(() => Uint8Array.from(bytes))).toBe('MSH-A9A9BCDE')
  })
})

import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './push-address'

describe('isPublicAddress', () => {
  it.each(['142.250.74.106', '17.253.144.10', '2a00:1450:4001:82b::200a', '::ffff:142.250.74.106'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it('keeps the public neighbours of private ranges', () => {
    expect(isPublicAddress('172.32.0.1')).toBe(true)
    expect(isPublicAddress('11.0.0.1')).toBe(true)
    expect(isPublicAddress('169.253.255.255')).toBe(true)
  })
})

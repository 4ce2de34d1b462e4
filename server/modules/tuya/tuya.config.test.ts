import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../lib/env'
import { tuyaConfig } from './tuya.config'

const ALL = { TUYA_ACCESS_ID: 'id', TUYA_ACCESS_SECRET: 'secret', TUYA_ENDPOINT: 'https://openapi.tuyaeu.com' }

describe('Tuya settings', () => {
  it('are off without the three credentials, and poll every minute by default', () => {
    const env = parseEnv({})
    expect(tuyaConfig(env)).toBeUndefined()
    expect(env.TUYA_POLL_INTERVAL_MS).toBe(60_000)
  })

  it('make a link when all three are set', () => {
    const env = parseEnv({ ...ALL, TUYA_POLL_INTERVAL_MS: '5000' })
    expect(tuyaConfig(env)).toEqual({ accessId: 'id', secret: 'secret', endpoint: 'https://openapi.tuyaeu.com' })
    expect(env.TUYA_POLL_INTERVAL_MS).toBe(5000)
  })

  it('stop the start when only some are set, naming the missing ones', () => {
    expect(() => parseEnv({ TUYA_ACCESS_ID: 'id' })).toThrowError(
      /TUYA_ACCESS_SECRET: is required with TUYA_ACCESS_ID[\s\S]*TUYA_ENDPOINT: is required with TUYA_ACCESS_ID/,
    )
  })

  it('refuse a plain-HTTP endpoint other than this machine', () => {
    expect(() => parseEnv({ ...ALL, TUYA_ENDPOINT: 'http://openapi.tuyaeu.com' })).toThrowError(/TUYA_ENDPOINT: must be an https:\/\/ URL/)
    expect(tuyaConfig(parseEnv({ ...ALL, TUYA_ENDPOINT: 'http://127.0.0.1:9999' }))?.endpoint).toBe('http://127.0.0.1:9999')
  })
})

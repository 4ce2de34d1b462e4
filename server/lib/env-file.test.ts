import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadEnvFile, parseEnv } from './env'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-env-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function envFile(text: string) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.env`)
  fs.writeFileSync(file, text)
  return file
}

describe('loadEnvFile', () => {
  it('reads .env into the environment without overriding what the environment already sets', () => {
    const file = envFile(
      ['# a comment', 'PORT=8080', 'DATABASE_URL="postgres://hw:secret@127.0.0.1:5432/hw"', 'LOG_LEVEL=debug', 'DEMO=0', 'export MQTT_BASE_TOPIC=z2m'].join('\n'),
    )
    const environment: Record<string, string | undefined> = { PORT: '9090', DEMO: '' }
    const result = loadEnvFile(file, environment)

    expect(environment).toEqual({
      PORT: '9090',
      DEMO: '',
      DATABASE_URL: 'postgres://hw:secret@127.0.0.1:5432/hw',
      LOG_LEVEL: 'debug',
      MQTT_BASE_TOPIC: 'z2m',
    })
    expect(result?.file).toBe(file)
    expect(result?.loaded.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'MQTT_BASE_TOPIC'])
    expect(result?.kept.sort()).toEqual(['DEMO', 'PORT'])
    expect(parseEnv(environment)).toMatchObject({ PORT: 9090, DATABASE_URL: 'postgres://hw:secret@127.0.0.1:5432/hw', DEMO: false })
  })

  it('does nothing without a .env file', () => {
    const environment = {}
    expect(loadEnvFile(path.join(dir, 'missing.env'), environment)).toBeUndefined()
    expect(environment).toEqual({})
  })
})

describe('NODE_ENV', () => {
  it('production turns the demo off by default, even on the embedded database; DEMO=1 still turns it on', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).DEMO).toBe(false)
    expect(parseEnv({ NODE_ENV: 'production', DEMO: '1' }).DEMO).toBe(true)
    expect(parseEnv({ NODE_ENV: 'development' }).DEMO).toBe(true)
  })
})

describe('DATABASE_WAIT_MS', () => {
  it('waits a minute for PostgreSQL by default; 0 does not wait', () => {
    expect(parseEnv({}).DATABASE_WAIT_MS).toBe(60_000)
    expect(parseEnv({ DATABASE_WAIT_MS: '0' }).DATABASE_WAIT_MS).toBe(0)
    expect(() => parseEnv({ DATABASE_WAIT_MS: '-1' })).toThrowError(/DATABASE_WAIT_MS/)
  })
})

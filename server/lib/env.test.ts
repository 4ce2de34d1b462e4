import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hubLimitsFrom, mqttLimitsFrom } from '../modules/ingest/ingest-limits.config'
import { generateVapidKeys } from '../modules/notifications/web-push-crypto'
import { defaultPublicUrl, EnvSchema, parseEnv, trustProxyOption } from './env'

describe('parseEnv', () => {
  it('defaults to the embedded database under ./data with the demo on', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DEMO: true, TRUST_PROXY: false, LOG_LEVEL: 'info' })
    expect(env.DATA_DIR).toBe(path.resolve('data'))
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('turns the demo off by default when a PostgreSQL is configured, unless asked', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://db/hw' }).DEMO).toBe(false)
    expect(parseEnv({ DATABASE_URL: 'postgres://db/hw', DEMO: '1' }).DEMO).toBe(true)
    expect(parseEnv({ DEMO: '0' }).DEMO).toBe(false)
  })

  it('takes an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ PORT: 3000, DEMO: true })
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('reads TRUST_PROXY as a number of proxies in front or their addresses, never as every hop', () => {
    for (const [given, read] of [
      ['0', false],
      ['false', false],
      ['1', 1],
      ['true', 1],
      ['yes', 1],
      ['2', 2],
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.1, 10.0.0.0/8,::1', '127.0.0.1,10.0.0.0/8,::1'],
    ] as const) {
      expect(parseEnv({ TRUST_PROXY: given }).TRUST_PROXY, given).toBe(read)
    }
    for (const bad of ['all', '10.0.0.0/33', '300.1.1.1', '-1', '1.5']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY: must be 0, the number of proxies in front/)
    }
  })

  it('trusts exactly the nearest n hops for a number', () => {
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean
    expect([0, 1, 2].map((hop) => trust('127.0.0.1', hop))).toEqual([true, false, false])
    expect(trustProxyOption(false)).toBe(false)
    expect(trustProxyOption('10.0.0.0/8')).toBe('10.0.0.0/8')
  })

  it('makes accounts for anyone unless REGISTRATION=invite-only, and names a value it does not know', () => {
    expect(parseEnv({}).REGISTRATION).toBe('open')
    expect(parseEnv({ REGISTRATION: 'invite-only' }).REGISTRATION).toBe('invite-only')
    expect(() => parseEnv({ REGISTRATION: 'closed' })).toThrowError(/REGISTRATION: must be open or invite-only/)
  })

  it('takes ENGINE_STATE_CACHE_MB as whole megabytes, 0 for no cache, and names it when it is anything else', () => {
    expect(parseEnv({}).ENGINE_STATE_CACHE_MB).toBeUndefined()
    expect(parseEnv({ ENGINE_STATE_CACHE_MB: '64' }).ENGINE_STATE_CACHE_MB).toBe(64)
    expect(parseEnv({ ENGINE_STATE_CACHE_MB: '0' }).ENGINE_STATE_CACHE_MB).toBe(0)
    for (const bad of ['-1', '1.5', 'lots', '64MB']) {
      expect(() => parseEnv({ ENGINE_STATE_CACHE_MB: bad })).toThrowError(/ENGINE_STATE_CACHE_MB: must be (a whole number of megabytes|0 \(no cache\) or more)/)
    }
  })

  it("takes what hubs may send from the settings, decisions 0125's and 0130's figures by default, and stops on a wrong one naming it", () => {
    expect(parseEnv({})).toMatchObject({ INGEST_CALLS_PER_MINUTE: 600, INGEST_EVENTS_PER_MINUTE: 20_000, INGEST_KEY_FAILURES_PER_IP: 60, MQTT_MESSAGES_PER_MINUTE: 600, MQTT_MESSAGES_BURST: 20_000 })
    expect(parseEnv({ INGEST_CALLS_PER_MINUTE: '1200', MQTT_MESSAGES_PER_MINUTE: '3000', MQTT_MESSAGES_BURST: '100000' })).toMatchObject({
      INGEST_CALLS_PER_MINUTE: 1200,
      MQTT_MESSAGES_PER_MINUTE: 3000,
      MQTT_MESSAGES_BURST: 100_000,
    })
    // what main.ts gives MQTT ingest, and app.ts the ingest API
    expect(mqttLimitsFrom(parseEnv({ MQTT_MESSAGES_BURST: '5' }))).toEqual({ messagesPerMinute: 600, burst: 5 })
    expect(hubLimitsFrom(parseEnv({ INGEST_EVENTS_PER_MINUTE: '7' }))).toEqual({ callsPerMinute: 600, eventsPerMinute: 7, keyFailuresPerIp: 60 })
    expect(() => parseEnv({ MQTT_MESSAGES_PER_MINUTE: '0', MQTT_MESSAGES_BURST: '20k', INGEST_EVENTS_PER_MINUTE: '-5', INGEST_CALLS_PER_MINUTE: '1.5', INGEST_KEY_FAILURES_PER_IP: 'lots' })).toThrowError(
      [
        'Invalid environment:',
        '  INGEST_CALLS_PER_MINUTE: must be a whole number of calls a minute, 1 or more (e.g. 600) (it is "1.5")',
        '  INGEST_EVENTS_PER_MINUTE: must be a whole number of events a minute, 1 or more (e.g. 20000) (it is "-5")',
        '  INGEST_KEY_FAILURES_PER_IP: must be a whole number of calls in 15 minutes, 1 or more (e.g. 60) (it is "lots")',
        '  MQTT_MESSAGES_PER_MINUTE: must be a whole number of messages a minute, 1 or more (e.g. 600) (it is "0")',
        '  MQTT_MESSAGES_BURST: must be a whole number of messages, 1 or more (e.g. 20000) (it is "20k")',
      ].join('\n'),
    )
  })

  it('lists every problem at once, naming the variables', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*LOG_LEVEL/,
    )
  })

  it('says what a number or an address must be, with the value given, and never repeats a secret one', () => {
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source)
      } catch (err) {
        return (err as Error).message.split('\n').slice(1)
      }
      throw new Error('accepted')
    }
    expect(problems({ PORT: 'abc', DATABASE_WAIT_MS: '1m', ENGINE_INTERVAL_MS: '500', PUBLIC_URL: 'care.example.org' })).toEqual([
      '  PORT: must be a port number up to 65535, e.g. 3000 (it is "abc")',
      '  PUBLIC_URL: must be the whole address people open, with http:// or https://, e.g. https://care.example.org (it is "care.example.org")',
      '  DATABASE_WAIT_MS: must be a whole number of milliseconds, 0 or more (60000 is a minute) (it is "1m")',
      '  ENGINE_INTERVAL_MS: must be a whole number of milliseconds, 1000 or more (60000 is a minute) (it is "500")',
    ])
    expect(problems({ PORT: '70000', TUYA_POLL_INTERVAL_MS: '60s' })).toEqual([
      '  PORT: must be a port number up to 65535, e.g. 3000 (it is "70000")',
      '  TUYA_POLL_INTERVAL_MS: must be a whole number of milliseconds, 1000 or more (60000 is a minute) (it is "60s")',
    ])
    expect(problems({ DATABASE_URL: 'mysql://hw:s3cret@db/hw', MQTT_URL: 'tcp://u:s3cret@broker' }).join('\n')).not.toContain('s3cret')
    // a password with a bare # in .env arrives cut short, which pg would only call "Invalid URL"
    expect(problems({ DATABASE_URL: 'postgres://hearthwatch:s3cret' })).toEqual([
      '  DATABASE_URL: is not a whole URL: in the password write @ : / # % and spaces percent-encoded (# is %23); in .env a bare # starts a comment and cuts the value there',
    ])
  })

  it('refuses a Stripe key rather than ignoring it: card payments through Stripe are not built yet', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrowError(/STRIPE_SECRET_KEY: Stripe is not supported by this version; unset it/)
    expect(parseEnv({ STRIPE_SECRET_KEY: '' }).STRIPE_SECRET_KEY).toBeUndefined()
  })

  it('takes a VAPID key pair that belongs together, and a mailto: or https: subject', () => {
    const keys = generateVapidKeys()
    const env = parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:care@example.org' })
    expect(env).toMatchObject({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:care@example.org' })
    expect(parseEnv({ VAPID_SUBJECT: 'https://care.example.org' }).VAPID_SUBJECT).toBe('https://care.example.org')
    expect(parseEnv({}).VAPID_PUBLIC_KEY).toBeUndefined()
  })

  it('refuses half a VAPID key pair, a pair that does not belong together, and a subject that is not a contact', () => {
    const keys = generateVapidKeys()
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrowError(/VAPID_PRIVATE_KEY: is required with VAPID_PUBLIC_KEY/)
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: generateVapidKeys().privateKey })).toThrowError(
      /VAPID_PRIVATE_KEY: does not belong to VAPID_PUBLIC_KEY/,
    )
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrowError(/VAPID_PUBLIC_KEY: must be an uncompressed P-256/)
    expect(() => parseEnv({ VAPID_SUBJECT: 'http://care.example.org' })).toThrowError(/VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/)
  })
})

describe('where links point without PUBLIC_URL', () => {
  it.each([
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['::1', 'http://[::1]:3000'],
    ['care.local', 'http://care.local:3000'],
  ])('listening on %s: %s, an address a browser can open', (host, url) => {
    expect(defaultPublicUrl(host, 3000)).toBe(url)
    expect(new URL(url).port).toBe('3000')
  })
})

describe('.env.example', () => {
  it('names every setting the server reads, as its first line says', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8')
    const named = new Set([...example.matchAll(/\b([A-Z][A-Z0-9_]+)=/g)].map((m) => m[1]))
    expect(Object.keys(EnvSchema.shape).filter((name) => !named.has(name))).toEqual([])
  })
})

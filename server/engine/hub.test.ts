import { describe, expect, it } from 'vitest'
import { createState, evaluate, OFFLINE_REMINDER_MINUTES } from './engine'
import { MINUTE_MS } from './local-time'
import { dayEvents, DEFAULT_DAY, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineHome, EngineState } from './types'

const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number) => localInstant(START + day, hour * 60, 'UTC')
const BRIDGE = { key: 'zigbee2mqtt:zigbee2mqtt', name: 'The Zigbee2MQTT bridge' }

const homeWith = (lastSeenAt: Date | null): EngineHome => {
  const home = syntheticHome('UTC')
  return { ...home, devices: home.devices.map((d) => ({ ...d, hubKey: BRIDGE.key })), hubs: [{ ...BRIDGE, lastSeenAt }] }
}

/** Two days of routine with the bridge heard all along, so the state is an ordinary one */
function settled(): { state: EngineState; now: number } {
  const events = [0, 1].flatMap((d) => dayEvents(START + d, DEFAULT_DAY, 'UTC'))
  let state = createState(new Date(local(0, 0)), homeWith(null))
  const now = local(1, 20)
  state = evaluate(state, events.filter((e) => e.timestamp.getTime() <= now), new Date(now), homeWith(new Date(now))).state
  return { state, now }
}

describe('a hub that stopped reporting', () => {
  it('is an alert once it has not been heard for more than 30 minutes, naming it and saying what cannot be noticed', () => {
    const { state, now } = settled()
    const lastSeen = new Date(now - 10 * MINUTE_MS)
    expect(evaluate(state, [], new Date(now), homeWith(lastSeen)).alerts.map((a) => a.dedupeKey)).not.toContain(`hub:${BRIDGE.key}`)

    const later = now + 35 * MINUTE_MS
    const { alerts } = evaluate(state, [], new Date(later), homeWith(lastSeen))
    const hub = alerts.find((a) => a.dedupeKey === `hub:${BRIDGE.key}`)
    expect(hub).toMatchObject({ type: 'sensor_offline', severity: 'high', title: 'Hub stopped reporting' })
    expect(hub?.description).toBe(
      'The Zigbee2MQTT bridge has not been heard for 45 min: none of the sensors behind it can be heard until it is back, ' +
        'so a fall or a long quiet spell would not be noticed. Check that it has power and its network connection.',
    )
  })

  it('is not an alert at exactly 30 minutes, and is one a minute later', () => {
    const { state, now } = settled()
    const lastSeen = new Date(now - 30 * MINUTE_MS)
    const keys = (at: number) => evaluate(state, [], new Date(at), homeWith(lastSeen)).alerts.map((a) => a.dedupeKey)
    expect(keys(now)).not.toContain(`hub:${BRIDGE.key}`)
    expect(keys(now + MINUTE_MS)).toContain(`hub:${BRIDGE.key}`)
  })

  it('resolves when the hub is heard again, and stays open while nobody can vouch for it', () => {
    const { state, now } = settled()
    const lastSeen = new Date(now - 40 * MINUTE_MS)
    expect(evaluate(state, [], new Date(now), homeWith(lastSeen)).alerts.map((a) => a.dedupeKey)).toContain(`hub:${BRIDGE.key}`)

    const unknown = evaluate(state, [], new Date(now + 5 * MINUTE_MS), homeWith(null))
    expect(unknown.resolved).not.toContain(`hub:${BRIDGE.key}`)
    expect(unknown.alerts).toEqual([])

    const back = evaluate(state, [], new Date(now + 6 * MINUTE_MS), homeWith(new Date(now + 6 * MINUTE_MS)))
    expect(back.resolved).toContain(`hub:${BRIDGE.key}`)
  })

  it('is never judged without a time it was last heard', () => {
    const { state, now } = settled()
    const { alerts } = evaluate(state, [], new Date(now + 24 * 60 * MINUTE_MS), homeWith(null))
    expect(alerts.map((a) => a.dedupeKey)).not.toContain(`hub:${BRIDGE.key}`)
  })

  it('is reported again a day after its last report while the hub stays silent, so one resolved meanwhile comes back', () => {
    const { state, now } = settled()
    const lastSeen = new Date(now - 40 * MINUTE_MS)
    expect(evaluate(state, [], new Date(now), homeWith(lastSeen)).alerts.map((a) => a.dedupeKey)).toContain(`hub:${BRIDGE.key}`)
    const beforeADay = evaluate(state, [], new Date(now + (OFFLINE_REMINDER_MINUTES - 10) * MINUTE_MS), homeWith(lastSeen))
    expect(beforeADay.escalations.map((a) => a.dedupeKey)).not.toContain(`hub:${BRIDGE.key}`)
    const aDayOn = evaluate(state, [], new Date(now + OFFLINE_REMINDER_MINUTES * MINUTE_MS), homeWith(lastSeen))
    expect(aDayOn.escalations.map((a) => a.dedupeKey)).toContain(`hub:${BRIDGE.key}`)
  })
})

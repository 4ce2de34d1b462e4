import { describe, expect, it } from 'vitest'
import { notePlaceholder, resolveOutcome, resolveQuestion } from './resolve-outcome'

const ME = 'me-1'

describe('resolveOutcome', () => {
  it('thanks the person who resolved it with the spec’s toast', () => {
    expect(resolveOutcome({ resolvedBy: ME, resolvedByUser: { firstName: 'Cora', lastName: 'Hale' } }, ME)).toEqual({
      title: 'Alert Resolved',
      description: 'The alert has been marked as resolved.',
    })
  })
  it('tells the second carer who had already resolved it', () => {
    expect(resolveOutcome({ resolvedBy: 'una-2', resolvedByUser: { firstName: 'Una', lastName: 'Fallon' } }, ME)).toEqual({
      title: 'Already Resolved',
      description: 'Una Fallon had already resolved this alert.',
    })
    expect(resolveOutcome({ resolvedBy: 'gone-3', resolvedByUser: null }, ME).description).toBe('Someone had already resolved this alert.')
  })
  it('says when it had closed by itself', () => {
    expect(resolveOutcome({ resolvedBy: null, metadata: { autoResolved: true } }, ME)).toEqual({
      title: 'Already Resolved',
      description: 'This alert had already closed by itself: what raised it had cleared.',
    })
  })
  it('gives the spec’s toast, not “closed by itself”, when the answer names no resolver and does not say the alert closed by itself', () => {
    for (const metadata of [undefined, null, {}, { autoResolved: false }, { autoResolved: 'true' }]) {
      expect(resolveOutcome({ resolvedBy: null, metadata }, ME)).toEqual({ title: 'Alert Resolved', description: 'The alert has been marked as resolved.' })
    }
  })
  it('the spec’s toast when it cannot tell', () => {
    expect(resolveOutcome(undefined, ME).title).toBe('Alert Resolved')
    expect(resolveOutcome({ resolvedBy: 'una-2' }, undefined).title).toBe('Alert Resolved')
  })
})

describe('notePlaceholder', () => {
  it('gives the carer an example of a call, and the person watched one in her own words', () => {
    expect(notePlaceholder({ type: 'emergency' })).toBe('e.g. Rang her — she was in the garden, fine')
    expect(notePlaceholder({ type: 'emergency' }, { isOwnHome: true })).toBe('e.g. I pressed it by mistake — I am fine')
    expect(notePlaceholder({ type: 'inactivity' }, { isOwnHome: true })).toBe('e.g. I was in the garden — I am fine')
  })
})

describe('resolveQuestion', () => {
  it('promises another alert only where the engine will raise one', () => {
    const quiet = { type: 'inactivity', createdAt: '2026-03-10T05:00:00Z', metadata: { lastMovementAt: '2026-03-10T03:19:00Z' } }
    expect(resolveQuestion(quiet)).toBe('Resolve it only once you know they are all right. If there is still no movement, Hearthwatch will alert again within the hour.')
    const button = { type: 'emergency', createdAt: '2026-03-10T05:00:00Z', metadata: { source: 'button' } }
    expect(resolveQuestion(button)).toBe('Resolve it only once you know they are all right. Everyone in the care circle will see that it has been dealt with.')
  })
  it('asks the person watched, on her own home, whether she is all right, and says her circle will see it', () => {
    const quiet = { type: 'inactivity', createdAt: '2026-03-10T05:00:00Z', metadata: { lastMovementAt: '2026-03-10T03:19:00Z' } }
    expect(resolveQuestion(quiet, { isOwnHome: true })).toBe(
      'Resolve it if you are all right. Everyone in your care circle will see that you said so. If there is no movement from now on, Hearthwatch will alert them again within the hour.',
    )
    const button = { type: 'emergency', createdAt: '2026-03-10T05:00:00Z', metadata: { source: 'button' } }
    expect(resolveQuestion(button, { isOwnHome: true })).toBe('Resolve it if you are all right. Everyone in your care circle will see that you said so.')
    // a sensor's own trouble reads the same for everyone
    expect(resolveQuestion({ type: 'sensor_offline', createdAt: '2026-10-06T09:00:00Z', dedupeKey: 'offline:abc' }, { isOwnHome: true })).toMatch(/^The sensor is still silent/)
  })
})

describe('resolveQuestion for a sensor that is still silent', () => {
  it('says the alert comes back if the sensor stays silent', () => {
    expect(resolveQuestion({ type: 'sensor_offline', createdAt: '2026-10-06T09:00:00Z', dedupeKey: 'offline:abc' })).toBe(
      'The sensor is still silent. Resolve it once the sensor is working again: if it stays silent, Hearthwatch will raise this alert again within a day.',
    )
  })
})

describe('resolveQuestion for a hub that is still not heard', () => {
  it('says none of its sensors are heard and the alert comes back if it stays silent', () => {
    expect(resolveQuestion({ type: 'sensor_offline', createdAt: '2026-10-06T09:00:00Z', dedupeKey: 'hub:zigbee2mqtt:zigbee2mqtt' })).toBe(
      'The hub is still not heard, so none of its sensors are. Resolve it once the hub is back: if it stays silent, Hearthwatch will raise this alert again within a day.',
    )
  })
})

describe('resolveQuestion for a sensor that keeps firing', () => {
  it('says what it hides, to resolve it once checked, and that the alert comes back if it keeps firing', () => {
    expect(resolveQuestion({ type: 'sensor_offline', severity: 'medium', createdAt: '2026-10-06T09:00:00Z', dedupeKey: 'chatter:abc' })).toBe(
      'The sensor is still firing without a pause, so a fall would be noticed only after 12 h without movement elsewhere. Resolve it once it has been checked: if it keeps firing, Hearthwatch will raise this alert again within a day.',
    )
  })
})

describe('resolveQuestion for a battery that is still low', () => {
  it('says to resolve it once replaced, and that the alert comes back if it stays low', () => {
    for (const severity of ['low', 'medium']) {
      expect(resolveQuestion({ type: 'sensor_offline', severity, createdAt: '2026-10-06T09:00:00Z', dedupeKey: 'battery:abc' })).toBe(
        'The battery is still low. Resolve it once it has been replaced: if it stays low, Hearthwatch will raise this alert again within a day.',
      )
    }
  })
})

describe('resolveQuestion in a home with a pet', () => {
  it('says what brings back an alert on the doors, fridge and cupboards: not movement, which may be the pet', () => {
    const alert = { type: 'inactivity', createdAt: '2026-03-10T13:15:00Z', metadata: { pets: true, lastUseAt: '2026-03-10T07:37:00Z', quietMinutes: 338 } }
    expect(resolveQuestion(alert)).toBe('Resolve it only once you know they are all right. If still no door, fridge or cupboard is used, Hearthwatch will alert again within the hour.')
  })

  it('where motion counts too (a sensor kept on by someone moving about, decision 0078; a sensor the pet cannot set off), speaks of a sure sign of them', () => {
    const alert = { type: 'inactivity', createdAt: '2026-03-10T13:15:00Z', metadata: { pets: true, lastUseAt: '2026-03-10T07:37:00Z', quietMinutes: 338, petImmuneSensors: 0, heldMotionCounts: true } }
    const sure = 'Resolve it only once you know they are all right. If there is still no sure sign of them, Hearthwatch will alert again within the hour.'
    expect(resolveQuestion(alert)).toBe(sure)
    expect(resolveQuestion({ ...alert, metadata: { ...alert.metadata, heldMotionCounts: false, petImmuneSensors: 2 } })).toBe(sure)
  })
})

import type { PlanMap } from '@contracts/billing'
import { describe, expect, it } from 'vitest'
import { sensorRoomWarning } from './sensor-room'

const plan = (name: string, maxSensors: number) => ({ name, price: 1, maxSensors, features: [] })
const PLANS: PlanMap = { basic: plan('Basic', 3), premium: plan('Premium', 10), enterprise: plan('Enterprise', 50) }

describe('Manage Subscription: sensorRoomWarning', () => {
  it('says nothing while the chosen plan has room for the sensors registered', () => {
    expect(sensorRoomWarning({ planType: 'basic', status: 'active' }, 3, 'Margaret Ellis', PLANS)).toBeNull()
    expect(sensorRoomWarning({ planType: 'premium', status: 'active' }, 6, 'Margaret Ellis', PLANS)).toBeNull()
  })

  it('names the home, the plan and both counts when an active plan allows fewer', () => {
    expect(sensorRoomWarning({ planType: 'basic', status: 'active' }, 6, 'Margaret Ellis', PLANS)).toBe(
      "Margaret Ellis's home has 6 sensors and the Basic plan allows 3. All 6 keep working and stay watched, but nobody can add a sensor until the plan has room.",
    )
  })

  it('uses the limit of having no plan when the status is not active, whatever the plan type', () => {
    expect(sensorRoomWarning({ planType: 'enterprise', status: 'inactive' }, 2, 'Otto Marsh', PLANS)).toBe(
      "Without an active plan Otto Marsh's home may have 1 sensor, and it has 2. All 2 keep working and stay watched, but nobody can add a sensor until it has an active plan with room.",
    )
    expect(sensorRoomWarning({ planType: 'enterprise', status: 'cancelled' }, 1, 'Otto Marsh', PLANS)).toBeNull()
  })

  it('waits for the plans before saying anything about an active one', () => {
    expect(sensorRoomWarning({ planType: 'basic', status: 'active' }, 6, 'Margaret Ellis', undefined)).toBeNull()
  })
})

// The Emergency button's alert says where the person last moved (decision 0096), read from the engine's state.
// That read must never hold the alert back: when it fails, the alert is raised all the same, without the sentence.
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { alerts } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

vi.mock('../insights/insights.service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../insights/insights.service')>()),
  lastMovementNow: async () => {
    throw new Error('the engine state could not be read')
  },
}))

const t = useSignedInApp({ carer: { demo: 'carer' } }, { demo: true })

describe('the Emergency button when where she last moved cannot be read', () => {
  it('raises the critical alert all the same, saying only who pressed it', async () => {
    const [client] = (await t.as('carer', 'GET', '/api/devices')).json() as { userId: string }[]
    const pressed = await t.as('carer', 'POST', `/api/alerts/emergency?clientId=${client!.userId}`)
    expect(pressed.statusCode).toBe(201)
    expect(pressed.json().description).toBe('You pressed the Emergency button and asked for the emergency contacts to be notified.')
    const [row] = await t.db.select().from(alerts).where(eq(alerts.id, pressed.json().id as string))
    expect(row).toMatchObject({ type: 'emergency', severity: 'critical', isResolved: false })
    expect(row!.metadata).not.toHaveProperty('lastMovement')
  })
})

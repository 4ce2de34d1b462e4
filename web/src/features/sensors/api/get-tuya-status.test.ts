import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTuyaStatus, toTuyaState } from './get-tuya-status'

afterEach(() => vi.unstubAllGlobals())
const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })))
const AT = '2025-06-01T12:00:00.000Z'

describe('the sync card state', () => {
  it('reads the server status', async () => {
    answer(200, { configured: true, connected: true, lastSyncedAt: AT, error: null })
    await expect(fetchTuyaStatus('c1')).resolves.toEqual({ state: 'connected', lastSyncedAt: AT })
  })

  it('passes failures on, so the card shows them instead of a state', async () => {
    answer(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' })
    await expect(fetchTuyaStatus('c1')).rejects.toThrow(/^500: /)
  })

  it.each([
    [{ configured: false, connected: false, lastSyncedAt: null, error: null }, { state: 'not-configured' }],
    [{ configured: true, connected: false, lastSyncedAt: null, error: null }, { state: 'not-synced' }],
    [{ configured: true, connected: true, lastSyncedAt: AT, error: null }, { state: 'connected', lastSyncedAt: AT }],
    [{ configured: true, connected: false, lastSyncedAt: AT, error: 'sign invalid' }, { state: 'error', message: 'sign invalid', lastSyncedAt: AT }],
    [{ configured: true, connected: false, lastSyncedAt: null, error: 'unreachable' }, { state: 'error', message: 'unreachable', lastSyncedAt: null }],
    [{ configured: true, connected: false, lastSyncedAt: AT, error: null }, { state: 'error', message: 'The cloud connection is not working.', lastSyncedAt: AT }],
  ])('reads %j as %j', (body, state) => {
    expect(toTuyaState(body)).toEqual(state)
  })

  it.each([[null], [{ configured: true }], [{ configured: 'yes', connected: true, lastSyncedAt: null, error: null }]])(
    'never claims Connected for an answer it cannot read (%j)',
    (body) => {
      expect(toTuyaState(body).state).toBe('error')
    },
  )
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTuyaStatus, toTuyaState } from './get-tuya-status'

afterEach(() => vi.unstubAllGlobals())
const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })))
const AT = '2025-06-01T12:00:00.000Z'

describe('the sync card state', () => {
  it('reads the server status', async () => {
    answer(200, { configured: true, connected: true, lastSyncedAt: AT, error: null, tuyaUserId: 'uidhome01' })
    await expect(fetchTuyaStatus('c1')).resolves.toEqual({ state: 'connected', lastSyncedAt: AT, account: 'uidhome01' })
  })

  it('passes failures on, so the card shows them instead of a state', async () => {
    answer(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' })
    await expect(fetchTuyaStatus('c1')).rejects.toThrow(/^500: /)
  })

  it.each([
    [{ configured: false, connected: false, lastSyncedAt: null, error: null, tuyaUserId: null }, { state: 'not-configured' }],
    [{ configured: true, connected: false, lastSyncedAt: null, error: null, tuyaUserId: null }, { state: 'not-synced', account: null }],
    [{ configured: true, connected: false, lastSyncedAt: null, error: null, tuyaUserId: 'uid1' }, { state: 'not-synced', account: 'uid1' }],
    [{ configured: true, connected: true, lastSyncedAt: AT, error: null, tuyaUserId: null }, { state: 'connected', lastSyncedAt: AT, account: null }],
    [{ configured: true, connected: false, lastSyncedAt: AT, error: 'sign invalid', tuyaUserId: 'uid1' }, { state: 'error', message: 'sign invalid', lastSyncedAt: AT, account: 'uid1' }],
    [{ configured: true, connected: false, lastSyncedAt: null, error: 'unreachable', tuyaUserId: null }, { state: 'error', message: 'unreachable', lastSyncedAt: null, account: null }],
    [{ configured: true, connected: false, lastSyncedAt: AT, error: null, tuyaUserId: null }, { state: 'error', message: 'The cloud connection is not working.', lastSyncedAt: AT, account: null }],
  ])('reads %j as %j', (body, state) => {
    expect(toTuyaState(body)).toEqual(state)
  })

  it.each([[null], [{ configured: true }], [{ configured: 'yes', connected: true, lastSyncedAt: null, error: null, tuyaUserId: null }], [{ configured: true, connected: true, lastSyncedAt: null, error: null }]])(
    'never claims Connected for an answer it cannot read (%j)',
    (body) => {
      expect(toTuyaState(body).state).toBe('error')
    },
  )
})

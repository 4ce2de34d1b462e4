import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTuyaStatus, toTuyaState } from './get-tuya-status'

afterEach(() => vi.unstubAllGlobals())
const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })))

describe('the sync card state', () => {
  it('is Not configured while the server has no Tuya endpoint (404)', async () => {
    answer(404, { message: 'No route for GET /api/tuya/status', code: 'NOT_FOUND' })
    await expect(fetchTuyaStatus('c1')).resolves.toEqual({ state: 'not-configured' })
  })

  it('passes other failures on, so the card shows them instead of a state', async () => {
    answer(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' })
    await expect(fetchTuyaStatus('c1')).rejects.toThrow(/^500: /)
  })

  it.each([
    [{ configured: false }, { state: 'not-configured' }],
    [{ configured: true, connected: true, lastSyncAt: '2025-06-01T12:00:00Z' }, { state: 'connected', lastSyncAt: '2025-06-01T12:00:00Z' }],
    [{ configured: true, connected: true, lastSyncedAt: null }, { state: 'connected', lastSyncAt: null }],
    [{ configured: true, connected: false, error: 'sign invalid' }, { state: 'error', message: 'sign invalid', lastSyncAt: null }],
    [{ configured: true }, { state: 'error', message: 'The cloud connection is not working.', lastSyncAt: null }],
    [null, { state: 'not-configured' }],
  ])('reads %j as %j, never claiming Connected unless told', (body, state) => {
    expect(toTuyaState(body)).toEqual(state)
  })
})

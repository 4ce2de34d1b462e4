import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { onCircleReadFailed } from './query-client'

const HOME = '11111111-1111-4111-8111-111111111111'
const notFound = new Error('404: {"message":"Circle not found","code":"NOT_FOUND"}')

function spyClient() {
  const client = new QueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
  return { client, invalidate }
}

describe('a read about one home that answers 404', () => {
  it('fetches the homes on offer again, without cutting short a fetch already under way', () => {
    const { client, invalidate } = spyClient()
    onCircleReadFailed(client, notFound, ['/api/dashboard/stats', { clientId: HOME }])
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/circles'] }, { cancelRefetch: false })
  })

  it.each([
    ['another failure', new Error('500: {"message":"boom"}'), ['/api/alerts', { clientId: HOME }]],
    ['a 404 of a read about no home', notFound, ['/api/invitations/abc']],
    ['a failure without a status', new Error('Failed to fetch'), ['/api/alerts', { clientId: HOME }]],
    // the home is there and has not reported yet: the dashboard read the homes three times on each visit to such a home
    [
      "a 404 that is the home's own answer (no motion yet)",
      new Error('404: {"message":"No motion data yet: insights appear once the sensors have reported","code":"NOT_FOUND"}'),
      ['/api/ml/health-score', { clientId: HOME }],
    ],
    ['a 404 without the server\'s words (a proxy)', new Error('404: <html>Not Found</html>'), ['/api/alerts', { clientId: HOME }]],
  ])('leaves the list alone after %s', (_, error, key) => {
    const { client, invalidate } = spyClient()
    onCircleReadFailed(client, error, key)
    expect(invalidate).not.toHaveBeenCalled()
  })
})

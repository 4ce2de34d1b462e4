import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { healthScoreQuery } from './dashboard-api'

const HOME = '11111111-1111-4111-8111-111111111111'
const NOT_YET = '404: {"message":"No motion data yet: insights appear once the sensors have reported","code":"NOT_FOUND"}'

/** A client whose reads of the score answer as a home that has not reported yet, counting them */
function homeNotReportedYet() {
  let reads = 0
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        queryFn: () => {
          reads += 1
          return Promise.reject(new Error(NOT_YET))
        },
      },
    },
  })
  return { client, reads: () => reads }
}

const watch = (client: QueryClient) => new QueryObserver(client, healthScoreQuery(HOME)).subscribe(() => {})
const answered = (client: QueryClient) =>
  expect.poll(() => client.getQueryState(healthScoreQuery(HOME).queryKey)?.fetchStatus).toBe('idle')

describe("the health score of a home that has not reported yet (404 'No motion data yet')", () => {
  it('is read once as the page opens, not again as the insights card shows it too', async () => {
    const { client, reads } = homeNotReportedYet()
    const page = watch(client)
    await answered(client)
    const insightsCard = watch(client)
    await answered(client)
    expect(reads()).toBe(1)
    page()
    insightsCard()
  })

  it('is still read again when something says it may have changed (a page change, the live stream)', async () => {
    const { client, reads } = homeNotReportedYet()
    const page = watch(client)
    await answered(client)
    await client.invalidateQueries({ queryKey: ['/api/ml/health-score'] })
    expect(reads()).toBe(2)
    page()
  })
})

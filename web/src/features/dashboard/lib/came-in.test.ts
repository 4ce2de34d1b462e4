import { describe, expect, it } from 'vitest'
import { lastActivityIndicator } from './dashboard-rules'

const NOW = new Date('2026-12-04T15:00:00Z')

describe('the last-activity line while the door she may have come in by is watched', () => {
  it('says the door opened and nothing inside since, not "Out since"', () => {
    const out = { atHome: false, awaySince: '2026-12-04T11:00:00Z' }
    expect(lastActivityIndicator('2026-12-04T10:58:00Z', NOW, out, 'UTC', 'UTC')).toMatchObject({ label: 'Out since 11:00', tone: 'grey' })
    expect(lastActivityIndicator('2026-12-04T10:58:00Z', NOW, { ...out, cameInAt: '2026-12-04T14:02:00Z' }, 'UTC', 'UTC')).toEqual({
      label: 'Door opened 14:02',
      detail: 'nothing inside since',
      tone: 'yellow',
    })
  })
})

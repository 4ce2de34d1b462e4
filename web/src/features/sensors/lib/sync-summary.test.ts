import { describe, expect, it } from 'vitest'
import { describeSync } from './sync-summary'

const LIMIT = "This home's plan allows 1 sensor and 1 is registered. Upgrade the plan to add more."
const skip = (reason: string) => ({ tuyaDeviceId: 'x', name: 'X', reason })

describe('the sync toast', () => {
  it.each([
    [{ imported: 2, alreadyImported: 0, skipped: [] }, '2 sensors imported.'],
    [{ imported: 0, alreadyImported: 2, skipped: [skip('Not a motion or door sensor (Tuya category "cz").')] }, 'No new sensors to import.'],
    [{ imported: 1, alreadyImported: 0, skipped: [skip(LIMIT), skip(LIMIT)] }, `1 sensor imported. 2 sensors not imported: ${LIMIT}`],
    [{ imported: 0, alreadyImported: 0, skipped: [skip('Already registered to another home.')] }, 'No new sensors to import. 1 sensor already in another home.'],
  ])('says %j as %j', (result, text) => {
    expect(describeSync(result)).toBe(text)
  })
})

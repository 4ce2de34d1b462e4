// What the Health Score tab says of the scores it cannot show yet ('Not enough data yet'), in words that agree with
// the learning week beside it ('Learning the routine: day 1 of 7'). It said 'scores settle after two weeks' during
// the first 7 days only, then nothing in days 8-14 while scores were still missing. The scores compare recent days
// with the weeks before: routine stability needs DAYS_NEEDED days of a part of the routine (pattern-change.ts), the
// activity level 10 days at home, so the overall score, which waits for every part, comes after the learning week.
import type { HealthScorePart } from '../../contracts/insights'
import { LEARNING_DAYS } from './learning'
import { DAYS_NEEDED } from './pattern-change'

const WORDS: Record<HealthScorePart, string> = {
  overallScore: 'the overall score',
  activityLevel: 'activity level',
  sleepQuality: 'sleep quality',
  routineStability: 'routine stability',
  socialEngagement: 'social engagement',
}

const andWords = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)

/** Null when every score is shown; `closedDays`: the whole days the engine has summed up so far */
export function scoresWaitText(unscored: readonly HealthScorePart[], closedDays: number): string | null {
  if (unscored.length === 0) return null
  // the parts first, as the tab lists them under the overall score
  const parts = andWords([...unscored.filter((p) => p !== 'overallScore'), ...unscored.filter((p) => p === 'overallScore')].map((p) => WORDS[p]))
  if (closedDays >= DAYS_NEEDED) return `Not enough data yet for ${parts}: the sensors have not shown enough of that part of the day in recent weeks to compare.`
  const sofar = closedDays === 0 ? 'none so far' : `${closedDays} so far`
  return (
    `Not enough data yet for ${parts}: scores compare recent days with the weeks before, which takes about ${DAYS_NEEDED} days (${sofar}). ` +
    `Alerts do not wait for them: they follow the learned routine from day ${LEARNING_DAYS + 1}.`
  )
}

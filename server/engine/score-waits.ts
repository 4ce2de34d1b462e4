// What the Health Score tab says of the scores it cannot show yet ('Not enough data yet'), in words that agree with
// the learning week beside it ('Learning the routine: day 1 of 7'). It said 'scores settle after two weeks' during
// the first 7 days only, then nothing in days 8-14 while scores were still missing. The scores compare recent days
// with the weeks before: routine stability needs DAYS_NEEDED days of a part of the routine (pattern-change.ts), the
// activity level 10 days at home, so the overall score, which waits for every part, comes after the learning week.
// Sleep quality waits for nights, not days (3 nights of sleep seen in the past week, insights.ts): it was listed with
// the parts that wait for about 15 days, '(2 so far)' counting days, so a family read it as due in a fortnight while it
// came two nights later, and as due for good in a home whose nights are never seen. It has its own sentence, with
// the nights seen and how many more are needed, in the words the patterns' notice uses for nights (pattern-pause.ts).
import type { HealthScorePart } from '../../contracts/insights'
import { LEARNING_DAYS } from './learning'
import { DAYS_NEEDED } from './pattern-change'
import { SLEEP_NIGHTS_NEEDED, SLEEP_WEEK } from './sleep'

const WORDS: Record<HealthScorePart, string> = {
  overallScore: 'the overall score',
  activityLevel: 'activity level',
  sleepQuality: 'sleep quality',
  routineStability: 'routine stability',
  socialEngagement: 'social engagement',
}

const andWords = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)

const nights = (n: number) => `${n} night${n === 1 ? '' : 's'}`

/** '1 more night needed': the nights sleep quality still waits for, `nightsSeen` as below (the Health Score tab's place for it) */
export const sleepNeedsText = (nightsSeen: number) => {
  const more = Math.max(1, SLEEP_NIGHTS_NEEDED - nightsSeen)
  return `${more} more ${more === 1 ? 'night' : 'nights'} needed`
}

/**
 * 'it is worked out from 3 nights of sleep in the past week (1 seen so far, 2 more needed).'; `nightsSeen`: the nights of
 * the past week whose sleep was seen, `closedDays` as below
 */
export function sleepWaitText(nightsSeen: number, closedDays: number): string {
  // a week gone by without one: the sensors do not show her nights, and waiting days will not bring them
  if (nightsSeen === 0 && closedDays >= SLEEP_WEEK) return `it is worked out from ${nights(SLEEP_NIGHTS_NEEDED)} of sleep in the past week, and the sensors have shown none.`
  const more = Math.max(1, SLEEP_NIGHTS_NEEDED - nightsSeen)
  return `it is worked out from ${nights(SLEEP_NIGHTS_NEEDED)} of sleep in the past week (${nightsSeen === 0 ? 'none' : nightsSeen} seen so far, ${more} more needed).`
}

/**
 * Null when every score is shown; `closedDays`: the whole days the engine has summed up so far; `nightsSeen`: the nights of
 * the past week whose sleep was seen (sleep quality waits for SLEEP_NIGHTS_NEEDED of them, and says so apart)
 */
export function scoresWaitText(unscored: readonly HealthScorePart[], closedDays: number, nightsSeen = 0): string | null {
  if (unscored.length === 0) return null
  const sleep = unscored.includes('sleepQuality')
  const dayParts = unscored.filter((p) => p !== 'overallScore' && p !== 'sleepQuality')
  // the overall score waits with the parts that wait for days, or with sleep alone
  const overall = unscored.includes('overallScore')
  const texts: string[] = []
  if (dayParts.length > 0) {
    // the parts first, as the tab lists them under the overall score
    const parts = andWords([...dayParts, ...(overall ? (['overallScore'] as const) : [])].map((p) => WORDS[p]))
    const sofar = closedDays === 0 ? 'none so far' : `${closedDays} so far`
    texts.push(
      closedDays >= DAYS_NEEDED
        ? `Not enough data yet for ${parts}: the sensors have not shown enough of that part of the day in recent weeks to compare.`
        : `Not enough data yet for ${parts}: scores compare recent days with the weeks before, which takes about ${DAYS_NEEDED} days (${sofar}). ` +
            `Alerts do not wait for them: they follow the learned routine from day ${LEARNING_DAYS + 1}.`,
    )
  }
  if (sleep) texts.push(`Not enough data yet for sleep quality${overall && dayParts.length === 0 ? ' and the overall score' : ''}: ${sleepWaitText(nightsSeen, closedDays)}`)
  return texts.join(' ')
}

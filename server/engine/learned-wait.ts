// How long a watch waits, from the waits of this kind the home has seen: the longest and a margin, never under a
// floor, leaning on a prior until enough are seen, never over a cap. The arrival watch's returns (arrival.ts) and
// the watch after a caller's likely leaving, her outings (arrival-caller.ts), are judged so.

export interface LearnedWaitRules {
  /** The wait before any is seen; with fewer than `credible` seen the limit leans on it */
  priorMinutes: number
  credible: number
  /** Added to the longest seen */
  marginMinutes: number
  floorMinutes: number
  capMinutes: number
}

export interface LearnedWait {
  limitMinutes: number
  seen: number
  /** The longest seen, whole minutes up (null before any) */
  longest: number | null
}

export function learnedWait(waits: readonly number[], rules: LearnedWaitRules): LearnedWait {
  const longest = waits.length ? Math.max(...waits) : null
  const own = longest === null ? rules.priorMinutes : Math.max(rules.floorMinutes, longest + rules.marginMinutes)
  const weight = Math.min(1, waits.length / rules.credible)
  const pooled = weight * own + (1 - weight) * Math.max(own, rules.priorMinutes)
  return { limitMinutes: Math.round(Math.min(rules.capMinutes, pooled)), seen: waits.length, longest: longest === null ? null : Math.ceil(longest) }
}

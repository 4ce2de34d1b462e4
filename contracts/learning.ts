// The learning week: the first days of a home, while its routine is learned and only the safest rules alert. The
// engine counts it (server/engine/learning.ts); the dashboard and the home picker say it in these words.

export const LEARNING_DAYS = 7

/** 'Learning the routine: day 3 of 7' (day 1 on the local date learning began) */
export const learningLabel = (learningDay: number) => `Learning the routine: day ${Math.max(1, learningDay)} of ${LEARNING_DAYS}`

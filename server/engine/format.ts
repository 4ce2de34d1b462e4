// Durations and clock times as a carer reads them: "2 h 10 min", "45 min", "07:30".
import { dayMinute } from './local-time'

export { formatDuration } from '../../contracts/duration'

/** A local minute of the day (may be negative or past midnight) as HH:MM */
export function formatClock(minuteOfDay: number): string {
  const minute = dayMinute(Math.round(minuteOfDay))
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}

/** 'bathroom', 'bathroom or hall', 'bathroom, hall or bedroom': alternatives as a carer reads them */
export function orWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? ''
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}

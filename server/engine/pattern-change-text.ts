// The words of the 'less activity' pattern change (pattern-change.ts describeDrift)

/**
 * Below this many activations usually counted per 16 hours at home, the counts are small: a home with a pet counts only
 * the sensors it cannot set off (decision 0145), a fridge's few openings a day
 */
const SMALL_COUNT = 20

/** A small count to one decimal ('2.5', '6' for 5.96); from 10 up, whole */
const amount = (count: number) => (count >= 10 ? String(Math.round(count)) : String(Math.round(count * 10) / 10))

/** '1 sensor activation', 'no sensor activations', '2.5 sensor activations' */
function activations(count: number) {
  const said = amount(count)
  if (said === '0') return 'no sensor activations'
  return `${said} sensor activation${said === '1' ? '' : 's'}`
}

/**
 * Counted per 16 hours at home (a day mostly out has fewer and is no drift). Large counts read as ever ('331 sensor
 * activations per 16 hours at home on 5 of the last 5 days, usually 427'); small ones, whole, read oddly ('1 sensor
 * activations per 16 hours at home …, usually 3', and a fridge opened 0.4 times said '0'): they are said per full day
 * at home, to one decimal, the plural right ('0.7 sensor activations in a full day at home …, usually 2.9')
 */
export function describeLessActivity(onDriftingDays: number, usual: number, days: string) {
  const isSmall = usual < SMALL_COUNT
  const per = isSmall ? 'in a full day at home' : 'per 16 hours at home'
  const usually = isSmall ? amount(usual) : String(Math.round(usual))
  const count = isSmall ? activations(onDriftingDays) : `${Math.round(onDriftingDays)} sensor activations`
  return `Less activity at home: ${count} ${per} on ${days}, usually ${usually}.`
}

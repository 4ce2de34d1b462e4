// The rules the engine has to beat, applied to the same log and the same trials. None of them knows
// whether the person is out: silence is the time since the last sensor event of any kind.
//  - fixed-2h, fixed-12h: alert once a silence reaches 2 h / 12 h.
//  - cuddihy-2007: Cuddihy, Weisenberg, Graichen & Ganesh, "Algorithm to automatically detect abnormally
//    long periods of inactivity in a home", HealthNet 2007: a threshold per hour of the day, the longest
//    silence that started in that hour so far, plus a margin. Learned online, from the past only.

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export interface Baseline {
  name: string
  /** Alert instant for a silence that started at `startMs`, knowing silences completed before `startMs` */
  alertAt(startMs: number): number
  /** Learns a completed silence */
  learn(startMs: number, endMs: number): void
}

export function fixedRule(name: string, minutes: number): Baseline {
  return { name, alertAt: (start) => start + minutes * MINUTE_MS, learn: () => {} }
}

export const CUDDIHY_MARGIN_MINUTES = 30

export function cuddihyRule(marginMinutes = CUDDIHY_MARGIN_MINUTES): Baseline {
  const longest = new Array<number>(24).fill(0)
  const hourOf = (ms: number) => Math.floor((ms % (24 * HOUR_MS)) / HOUR_MS) // wall clock = UTC in the replay
  return {
    name: 'cuddihy-2007',
    alertAt(start) {
      const hour = hourOf(start)
      // An hour never seen yet borrows the longest silence of any hour
      const own = longest[hour] ?? 0
      const threshold = own > 0 ? own : Math.max(...longest)
      return start + threshold + marginMinutes * MINUTE_MS
    },
    learn(start, end) {
      const hour = hourOf(start)
      longest[hour] = Math.max(longest[hour] ?? 0, end - start)
    },
  }
}

export function allBaselines(): Baseline[] {
  return [fixedRule('fixed-2h', 120), fixedRule('fixed-12h', 720), cuddihyRule()]
}

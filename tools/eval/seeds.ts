// Trial sampling noise: the detection trials are random moments, so a home's daytime median and p90
// move a few minutes with the seed (the false alerts come from the untouched log and do not). The
// eval can run the same home under further seeds and print the range, so a figure is quoted with it.
import type { HomeResult } from './evaluate-home'

export interface SeedSpread {
  seeds: number[]
  /** [lowest, highest] engine daytime median and p90 over the seeds, the main one included */
  daytimeMedianMinutes: [number, number] | null
  daytimeP90Minutes: [number, number] | null
}

function range(values: (number | null)[]): [number, number] | null {
  const known = values.filter((value): value is number => value !== null)
  return known.length ? [Math.min(...known), Math.max(...known)] : null
}

/** The spread of one home's engine figures over runs that differ only in their seed */
export function seedSpread(runs: { seed: number; result: HomeResult }[]): SeedSpread {
  return {
    seeds: runs.map((run) => run.seed),
    daytimeMedianMinutes: range(runs.map((run) => run.result.engine.detection.daytime.medianMinutes)),
    daytimeP90Minutes: range(runs.map((run) => run.result.engine.detection.daytime.p90Minutes)),
  }
}

const span = (value: [number, number] | null) => (value === null ? '—' : value[0] === value[1] ? String(value[0]) : `${value[0]}–${value[1]}`)

export function seedSpreadText(name: string, spread: SeedSpread): string {
  return `${name}: engine daytime median ${span(spread.daytimeMedianMinutes)} min, p90 ${span(spread.daytimeP90Minutes)} min over seeds ${spread.seeds.join(', ')}`
}

/** "1,2,3" → [1, 2, 3]; a clear error for anything that is not a list of integers */
export function parseSeeds(text: string): number[] {
  const seeds = text.split(',').map((part) => part.trim())
  if (seeds.some((part) => !/^-?\d+$/.test(part))) throw new Error(`--seeds must be whole numbers separated by commas, got "${text}"`)
  return seeds.map(Number)
}

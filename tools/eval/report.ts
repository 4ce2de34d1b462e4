// The two outputs: JSON in the shape of issue 5 §6, and a table per home for people.
import type { HomeResult, MethodFigures } from './evaluate-home'
import { nightScoreText } from './nights'

export function toJson(results: HomeResult[]) {
  return {
    homes: results.map((result) => ({
      name: result.name,
      days: result.days,
      evaluatedDays: result.evaluatedDays,
      quietSpellsAreReal: result.quietSpellsAreReal,
      engine: {
        falseAlertsPerDay: result.engine.falseAlertsPerDay,
        falseAlerts: result.engine.falseAlerts,
        detection: result.engine.detection,
        offline: result.engine.offline,
        outside: result.engine.outside,
        patternAlerts: result.engine.patternAlerts,
        keepsFiringAlerts: result.engine.keepsFiringAlerts,
        arrivalAlerts: result.engine.arrivalAlerts,
      },
      baselines: result.baselines,
      away: result.away,
      nights: result.nights,
      runtimeMs: result.runtimeMs,
    })),
  }
}

const cell = (value: number | null | undefined, digits = 0) => (value === null || value === undefined ? '—' : value.toFixed(digits))
const pct = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${Math.round(value * 100)} %`)

const ROWS: [string, (m: MethodFigures) => string][] = [
  ['false inactivity/emergency alerts / day', (m) => cell(m.falseAlertsPerDay, 3)],
  ['  (count after learning)', (m) => String(m.falseAlerts)],
  ['daytime 07–22: trials', (m) => String(m.detection.daytime.trials)],
  ['  median minutes to alert', (m) => cell(m.detection.daytime.medianMinutes)],
  ['  p90 minutes', (m) => cell(m.detection.daytime.p90Minutes)],
  ['  within 30 / 60 / 120 min', (m) => `${pct(m.detection.daytime.within30)} / ${pct(m.detection.daytime.within60)} / ${pct(m.detection.daytime.within120)}`],
  ['  missed within 24 h', (m) => String(m.detection.daytime.missed24h)],
  ['all day: trials', (m) => String(m.detection.trials)],
  ['  median minutes to alert', (m) => cell(m.detection.medianMinutes)],
  ['  p90 minutes', (m) => cell(m.detection.p90Minutes)],
  ['  within 30 / 60 / 120 min', (m) => `${pct(m.detection.within30)} / ${pct(m.detection.within60)} / ${pct(m.detection.within120)}`],
  ['  missed within 24 h', (m) => String(m.detection.missed24h)],
  ['sensor offline: median minutes', (m) => (m.offline.trials ? cell(m.offline.medianMinutes) : 'n/a')],
  ['  detected / trials', (m) => (m.offline.trials ? `${m.offline.detected} / ${m.offline.trials}` : 'n/a')],
  ['  false offline alerts / day', (m) => (m.offline.trials ? cell(m.offline.falseAlertsPerDay, 3) : 'n/a')],
  ['out in the night, not back: trials', (m) => String(m.outside.night.trials)],
  ['  median / p90 minutes from the door', (m) => `${cell(m.outside.night.medianMinutes)} / ${cell(m.outside.night.p90Minutes)}`],
  ['  missed within 24 h', (m) => String(m.outside.night.missed24h)],
  ['out for the day, not back: trials', (m) => String(m.outside.departure.trials)],
  ['  median / p90 minutes from the door', (m) => `${cell(m.outside.departure.medianMinutes)} / ${cell(m.outside.departure.p90Minutes)}`],
  ['  missed within 24 h', (m) => String(m.outside.departure.missed24h)],
  ['fallen on the way in: returns (annotated)', (m) => (m.outside.arrival ? `${m.outside.arrival.trials} (${m.outside.arrival.annotated})` : 'n/a')],
  ['  median / p90 minutes from the door', (m) => (m.outside.arrival ? `${cell(m.outside.arrival.medianMinutes)} / ${cell(m.outside.arrival.p90Minutes)}` : 'n/a')],
  ['  missed within 24 h', (m) => (m.outside.arrival ? String(m.outside.arrival.missed24h) : 'n/a')],
  ['fallen back from a short trip: trips (annotated)', (m) => (m.outside.shortTrip ? `${m.outside.shortTrip.trials} (${m.outside.shortTrip.annotated})` : 'n/a')],
  ['  median / p90 minutes from the door', (m) => (m.outside.shortTrip ? `${cell(m.outside.shortTrip.medianMinutes)} / ${cell(m.outside.shortTrip.p90Minutes)}` : 'n/a')],
  ['  missed within 24 h', (m) => (m.outside.shortTrip ? String(m.outside.shortTrip.missed24h) : 'n/a')],
]

export function toText(results: HomeResult[]): string {
  const out: string[] = []
  for (const result of results) {
    const methods: [string, MethodFigures][] = [['engine', result.engine], ...Object.entries(result.baselines)]
    const width = 42
    const column = 20
    out.push(
      `\n${result.name} — ${result.days} days, ${result.evaluatedDays} after learning` +
        (result.quietSpellsAreReal ? '' : ' (quiet spells are gaps in the recording: false alerts not counted, figures not held to targets)'),
    )
    out.push(''.padEnd(width) + methods.map(([name]) => name.padStart(column)).join(''))
    for (const [label, read] of ROWS) out.push(label.padEnd(width) + methods.map(([, m]) => read(m).padStart(column)).join(''))
    out.push(`pattern-change alerts raised by the engine: ${result.engine.patternAlerts}`)
    out.push(`'sensor keeps firing' alerts raised by the engine: ${result.engine.keepsFiringAlerts}`)
    out.push(`'came in, nothing since' alerts raised by the engine (false, among the false alerts above): ${result.engine.arrivalAlerts}`)
    if (result.away) {
      out.push(
        `away vs leave-house annotations: agreement ${pct(result.away.agreement)}, ` +
          `away recall ${pct(result.away.awayRecall)}, away precision ${pct(result.away.awayPrecision)}`,
      )
    }
    if (result.nights?.annotated) out.push(nightScoreText(result.nights))
    out.push(`${result.evaluations} engine evaluations in ${(result.runtimeMs / 1000).toFixed(1)} s`)
  }
  return out.join('\n')
}

export function falseAlertDetails(results: HomeResult[]): string {
  return results
    .map((result) =>
      [`${result.name}: engine false alerts`, ...result.engine.falseAlertList.map((alert) => `  ${new Date(alert.at).toISOString().slice(0, 16)} ${alert.type} ${alert.severity}: ${alert.description}`)].join('\n'),
    )
    .join('\n')
}

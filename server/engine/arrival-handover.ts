// The front door opens while 'Went out in the night' or 'Not back home tonight' is open, and nothing inside
// moves after it. Both alerts open at once read as a contradiction (not back, and came in), yet the door alone
// does not say she is in: it may have been a caller. So the night-out alert stays open while the arrival watch
// waits out her usual time to be seen inside; when that passes, 'Came in, nothing since' takes over in the same
// look, at least as urgent, saying it follows the night out, and the night-out alert closes saying the door
// opened and what follows it. One of the two is open all the while nothing inside has moved.
import { ARRIVAL_KEY } from './arrival'
import { NIGHT_OUT_KEY } from './night-out-text'
import { SEVERITY_RANK, type AlertCandidate, type AlertSeverity, type EngineState } from './types'

/** The night-out alert 'Came in, nothing since' takes over from: open now, or the one it already took over from */
export function nightOutBefore(state: EngineState): AlertSeverity | null {
  return state.open[NIGHT_OUT_KEY]?.severity ?? state.open[ARRIVAL_KEY]?.tookOverFrom ?? null
}

/** 'Came in, nothing since' after a night-out alert: as urgent as that one was at least, and saying it follows it */
export function afterNightOut(finding: AlertCandidate, before: AlertSeverity | null): AlertCandidate {
  if (before === null) return finding
  return {
    ...finding,
    severity: SEVERITY_RANK[before] > SEVERITY_RANK[finding.severity] ? before : finding.severity,
    description: `${finding.description} It follows the alert that they were out in the night: the door may have been them coming back.`,
    metadata: { ...finding.metadata, followsNightOut: true },
  }
}

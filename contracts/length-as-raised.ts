// The quiet's length as an inactivity, possible-fall or night-out alert's description gives it when raised
// ('No movement for 2 h 10 min at home …', 'Last movement was in the bathroom 1 h 10 min ago …', 'Out since
// 01:10 (1 h 20 min) …'). The web app's card gives the quiet as it is now on a line of its own, and shows the
// description without this (decision 0103). The engine writes these texts (inactivity.ts, falls.ts,
// pet-finding.ts, night-out-text.ts, arrival.ts); server/engine/length-as-raised.test.ts holds them to it.

import { LENGTH_PATTERN as LENGTH } from './duration'

/** Where the engine's quiet and night-out texts give the quiet's length, each with what it becomes */
const AS_RAISED: [RegExp, string][] = [
  // inactivity, a pet home's: 'No movement for 2 h 10 min at home'
  [new RegExp(String.raw`^(No movement|No sure sign of them|No door, fridge or cupboard used) for ${LENGTH} `), '$1 '],
  // a possible fall: 'Last movement was in the bathroom 1 h 10 min ago and nothing since'
  [new RegExp(String.raw`^(Last movement was in the [^.]+?) ${LENGTH} ago and nothing since`), '$1 and nothing since'],
  // out in the night: 'Out since 01:10 last night (1 h 20 min) and not back'
  [new RegExp(String.raw`^(Out since \d\d:\d\d(?: last night| yesterday)?) \(${LENGTH}\)`), '$1'],
  // 'nothing has moved inside since (1 h 20 min)', 'only a mat has fired (1 h 20 min)', the arrival watch's 'since (45 min)'
  [new RegExp(String.raw`\b(since|has fired) \(${LENGTH}\)`, 'g'), '$1'],
]

/** The description without the quiet's length as it was raised; unchanged when it gives none in a form above */
export function withoutLengthAsRaised(description: string): string {
  return AS_RAISED.reduce((text, [pattern, to]) => text.replace(pattern, to), description)
}

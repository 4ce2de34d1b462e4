// Whose limit a message on the shared base topic is counted in (decision 0142). Homes without a topic of their
// own are read together there (decision 0115), so one bucket for the topic let one home's device reporting in a
// loop spend every other home's limit on it: their sensors' reports were dropped with the flood. Each home there
// has a bucket of its own, as a home with its own topic has; a name that is no sensor of a home reading there (a
// light, a plug, a sensor of a home with its own topic) is counted in the topic's own bucket.
//
// The topic names a device, not a home, so which home is the device look-up's answer, remembered for a minute:
// a device flooding the topic costs one look-up a minute, not one a message (a dropped message otherwise costs
// nothing, decision 0130). What is remembered only chooses the bucket; a message let through is looked up anew.
import type { findDevicesByDeviceId } from './ingest.repository'
import { matchDevice } from './device-match'

type Candidates = Awaited<ReturnType<typeof findDevicesByDeviceId>>

/** how long a name's home is taken as known */
export const NAME_HOME_KNOWN_MS = 60_000
/** at most this many names remembered; the oldest go first */
const REMEMBERED_NAMES = 10_000

export function sharedTopicHomes(shared: string, now: () => number = Date.now) {
  const known = new Map<string, { home: string | null; at: number }>()
  return {
    /** the bucket remembered for `name` (a home's, or null: the topic's own); undefined when not known now */
    known(name: string): string | null | undefined {
      const seen = known.get(name)
      return seen && now() - seen.at < NAME_HOME_KNOWN_MS ? seen.home : undefined
    },
    /** remembers which home reading on the shared topic `name` is a sensor of, from its look-up; returns it */
    learn(name: string, candidates: Candidates): string | null {
      const found = matchDevice(name, candidates, 'on this server')
      const home = 'device' in found && found.device.homeTopic === null ? found.device.clientId : null
      known.delete(name)
      known.set(name, { home, at: now() })
      if (known.size > REMEMBERED_NAMES) known.delete(known.keys().next().value!)
      return home
    },
    /** the bucket of a home on the shared topic */
    unit: (home: string | null) => (home === null ? shared : `${shared} ${home}`),
  }
}

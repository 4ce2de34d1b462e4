// Alerts that say nothing in the home can be heard now, so a fall or a long quiet spell would go
// unnoticed: a hub gone silent (every sensor behind it), or the server unable to evaluate the home.
// The people who look after the home are told of these as of a possible fall (decision 0060).

/** 'Monitoring has stopped' (server/modules/monitoring/engine-failure.ts) */
export const ENGINE_STOPPED_KEY = 'engine:stopped'

/** 'Hub stopped reporting' for the hub with this key (offline-findings.ts) */
export const hubSilentKey = (hubKey: string) => `hub:${hubKey}`

export const leavesHomeUnwatched = (dedupeKey: string | null | undefined) => !!dedupeKey && (dedupeKey.startsWith('hub:') || dedupeKey === ENGINE_STOPPED_KEY)

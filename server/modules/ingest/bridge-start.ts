// What a Zigbee2MQTT bridge sends as it starts: right after its 'online', every device's cached state
// (`advanced.cache_state_send_on_startup`, on by default; its controller publishes them once the MQTT
// connection and its extensions are up). Those say what the bridge knew before it stopped, not what a
// sensor saw now, and without `last_seen` (off by default) nothing in them tells them from a report:
// stamped at their arrival, a power cut's return made every PIR 'fire' in the same second (the one
// sorted last taken for where she was) and a state cached before its 'clear' was saved read as someone
// there. So a device's first message in the moments after a start is taken as the cache and not stored:
// stored, it would also have moved the sensor's 'last seen' though the sensor said nothing. Only the
// first: the bridge sends each device's cache once, so what follows is the sensor. Not only a repeat of
// the state last stored: after a power cut the cache may predate the last report (a PIR's 'occupied'
// saved, its 'clear' not yet). The cost, with the replay turned off: a sensor's first real report in
// those seconds is lost, and its next one is heard.

/** The cached states come within a second or two of 'online'; a slow bridge start (many devices, a Pi) gets more */
export const BRIDGE_START_REPLAY_MS = 30_000

export function bridgeStartReplays(windowMs = BRIDGE_START_REPLAY_MS) {
  let startedAtMs: number | null = null
  const heardSinceStart = new Set<string>()
  return {
    /**
     * The bridge said 'online' as it happened: its start, or its return to the broker. Not the retained
     * 'online' a subscription is sent (this server's own start or reconnection): the bridge was up all along
     */
    started(atMs: number) {
      startedAtMs = atMs
      heardSinceStart.clear()
    },
    /**
     * Whether this device message is the bridge's cached state: the device's first since the start, soon
     * after it, and without a `last_seen` (one with it says itself when it was, and is stored at that time)
     */
    isCachedState(deviceId: string, atMs: number, hasLastSeen: boolean) {
      if (hasLastSeen || startedAtMs === null || atMs - startedAtMs > windowMs || heardSinceStart.has(deviceId)) return false
      heardSinceStart.add(deviceId)
      return true
    },
  }
}

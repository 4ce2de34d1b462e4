import type { DeviceKind } from '@contracts/enums'

/** A POSIX shell single-quoted word: a ' inside becomes '\'' */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/**
 * The shell works out the time when the call is run, so running it again sends a new event instead of
 * a duplicate of the first (a fixed time made the second run answer {"accepted":0,"duplicates":1}).
 * `date -u +…` is the same on Linux, macOS and BusyBox.
 */
export const SHELL_NOW = '$(date -u +%Y-%m-%dT%H:%M:%SZ)'

/** A door, or another door or switch, reports open or closed; a PIR or a mat motion (the server refuses the wrong one for a door or PIR) */
export const sendsDoor = (kind: DeviceKind | undefined) => kind === 'door' || kind === 'contact'

/**
 * The copyable call a hub makes to send one event (ARCHITECTURE.md, POST /api/ingest/events), stamped
 * with the time it is run at
 */
export function exampleIngestCall({ origin, key, deviceId, kind = 'motion' }: { origin: string; key: string; deviceId: string; kind?: DeviceKind }) {
  const reading = sendsDoor(kind) ? { door: 'open' } : { motionDetected: true }
  const marker = '\u0000now\u0000'
  const body = JSON.stringify({ events: [{ deviceId, timestamp: marker, ...reading }] })
  // the timestamp comes after the device ID, so the last marker is it whatever the ID holds
  const at = body.lastIndexOf(JSON.stringify(marker))
  const before = body.slice(0, at + 1)
  const after = body.slice(at + JSON.stringify(marker).length - 1)
  return postWith({ origin, key }, `${shellQuote(before)}"${SHELL_NOW}"${shellQuote(after)}`)
}

/** The heartbeat a hub sends at least every HUB_HEARTBEAT_EVERY_MINUTES: an empty batch */
export const exampleHeartbeatCall = ({ origin, key }: { origin: string; key: string }) => postWith({ origin, key }, shellQuote(JSON.stringify({ events: [] })))

function postWith({ origin, key }: { origin: string; key: string }, body: string) {
  return [
    `curl -X POST ${origin}/api/ingest/events`,
    `  -H ${shellQuote(`Authorization: Bearer ${key}`)}`,
    `  -H 'Content-Type: application/json'`,
    `  -d ${body}`,
  ].join(' \\\n')
}

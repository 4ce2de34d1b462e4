/** A POSIX shell single-quoted word: a ' inside becomes '\'' */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/**
 * The copyable call a hub makes to send one event (ARCHITECTURE.md, POST /api/ingest/events): a door
 * sensor reports `door`, any other `motionDetected` (the server refuses a reading of the wrong kind)
 */
export function exampleIngestCall({ origin, key, deviceId, timestamp, kind = 'motion' }: { origin: string; key: string; deviceId: string; timestamp: string; kind?: string }) {
  const reading = kind === 'door' ? { door: 'open' } : { motionDetected: true }
  const body = JSON.stringify({ events: [{ deviceId, timestamp, ...reading }] })
  return [
    `curl -X POST ${origin}/api/ingest/events`,
    `  -H ${shellQuote(`Authorization: Bearer ${key}`)}`,
    `  -H 'Content-Type: application/json'`,
    `  -d ${shellQuote(body)}`,
  ].join(' \\\n')
}

/** A POSIX shell single-quoted word: a ' inside becomes '\'' */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/** The copyable call a hub makes to send one motion event (ARCHITECTURE.md, POST /api/ingest/events) */
export function exampleIngestCall({ origin, key, deviceId, timestamp }: { origin: string; key: string; deviceId: string; timestamp: string }) {
  const body = JSON.stringify({ events: [{ deviceId, timestamp, motionDetected: true }] })
  return [
    `curl -X POST ${origin}/api/ingest/events`,
    `  -H ${shellQuote(`Authorization: Bearer ${key}`)}`,
    `  -H 'Content-Type: application/json'`,
    `  -d ${shellQuote(body)}`,
  ].join(' \\\n')
}

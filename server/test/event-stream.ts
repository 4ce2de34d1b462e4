import type { FastifyInstance } from 'fastify'

/**
 * Opens a server-sent events stream. Answers once the handler has sent the headers: by then it has
 * passed the session check and registered the stream (it does both in the same turn), so the test acts
 * on a stream that is really open, however slow the machine, instead of guessing with a sleep.
 */
export async function openEventStream(app: Pick<FastifyInstance, 'inject'>, url: string, cookie: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie }, payloadAsStream: true })
  const chunks = res.stream()[Symbol.asyncIterator]()
  let text = ''
  const read = async () => {
    const next = await chunks.next()
    if (!next.done) text += String(next.value)
    return !next.done
  }
  return {
    statusCode: res.statusCode,
    /** reads until `wanted` has arrived (`times` times); answers everything read so far */
    async until(wanted: string, times = 1) {
      while (text.split(wanted).length - 1 < times) if (!(await read())) throw new Error(`the stream ended before ${JSON.stringify(wanted)}: ${JSON.stringify(text)}`)
      return text
    },
    /** reads until the server ends the stream; answers everything it sent */
    async end() {
      while (await read());
      return text
    },
  }
}

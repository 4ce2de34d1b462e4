// Responses go out compressed when the browser accepts it (brotli at quality 4, or gzip; 1 kB and up):
// a busy home's alert list is 350 kB of JSON, and a carer reads it on a phone's connection. The web
// app's files are compressed at build time and keep their own encoding; the live stream writes to the
// socket itself and is never buffered by this. Request bodies are taken as sent, as before: hubs and
// forms send plain bodies, and a compressed one is not unpacked here.
import compress from '@fastify/compress'
import type { HttpApp } from './http'

export async function installCompression(app: HttpApp) {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false
  })
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] })
}

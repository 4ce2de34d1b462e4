// A Vite plugin: after the build, writes a .br and a .gz beside each text asset, so the server sends
// the small copy to browsers that accept it (@fastify/static's preCompressed) without compressing on
// every request — a phone on a slow connection gets the app in about a quarter of the bytes.
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 1024

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'hearthwatch-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!TEXT.test(file)) continue
        const body = fs.readFileSync(file)
        if (body.length < MIN_BYTES) continue
        fs.writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
      }
    },
  }
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

// What a phase of the bench costs the process beyond its time: the memory it holds at its peak (sampled,
// as a server's operator would see it in top), and, when asked, a CPU profile of that phase alone (the
// bench's setup would otherwise fill most of a whole-process profile).
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'

const MIB = 1024 * 1024

type Usage = Pick<NodeJS.MemoryUsage, 'rss' | 'heapUsed'>

/** Samples the resident set and the JS heap until `stop()`, which answers their peaks and where they began (MiB) */
export function memoryMeter(everyMs = 100, read: () => Usage = process.memoryUsage) {
  const first = read()
  let rss = first.rss
  let heap = first.heapUsed
  const sample = () => {
    const now = read()
    rss = Math.max(rss, now.rss)
    heap = Math.max(heap, now.heapUsed)
  }
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return { rssBefore: first.rss / MIB, rssPeak: rss / MIB, heapBefore: first.heapUsed / MIB, heapPeak: heap / MIB }
    },
  }
}

/** Profiles the CPU from now until `stop()`, which writes the profile (open it in Chrome's DevTools) to `file` */
export async function cpuProfile(file: string) {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop')
      fs.writeFileSync(file, JSON.stringify(profile))
      session.disconnect()
    },
  }
}

// What a phase of the bench costs the process beyond its time: the memory it holds at its peak (sampled,
// as a server's operator would see it in top), and, when asked, a CPU profile of that phase alone (the
// bench's setup would otherwise fill most of a whole-process profile) or where its memory was allocated.
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

/**
 * Samples where the JS heap is allocated from now until `stop()`, garbage included (what a tick makes and
 * drops is what lifts the heap's peak), and writes the profile (DevTools' Memory tab opens it) to `file`.
 * `stop()` also answers the bytes allocated by each function, the most first.
 */
export async function heapProfile(file: string) {
  const session = new Session()
  session.connect()
  await session.post('HeapProfiler.enable')
  await session.post('HeapProfiler.startSampling', { samplingInterval: 16 * 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true })
  return {
    async stop() {
      const { profile } = await session.post('HeapProfiler.stopSampling')
      fs.writeFileSync(file, JSON.stringify(profile))
      session.disconnect()
      return allocatedBy(profile.head)
    },
  }
}

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: SamplingNode[]
}

/** Bytes allocated by each function itself (name and file:line), the most first */
export function allocatedBy(head: SamplingNode): { where: string; bytes: number }[] {
  const bytes = new Map<string, number>()
  const visit = (node: SamplingNode) => {
    const { functionName, url, lineNumber } = node.callFrame
    const where = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`
    if (node.selfSize > 0) bytes.set(where, (bytes.get(where) ?? 0) + node.selfSize)
    node.children.forEach(visit)
  }
  visit(head)
  return [...bytes].map(([where, b]) => ({ where, bytes: b })).sort((a, b) => b.bytes - a.bytes)
}

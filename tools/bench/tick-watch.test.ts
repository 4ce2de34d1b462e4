import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cpuProfile, memoryMeter } from './tick-watch'

describe("the bench's watch on a tick", () => {
  it('answers the peak the memory reached while sampled, not where it ended', async () => {
    const MIB = 1024 * 1024
    const readings = [100, 180, 420, 390, 150].map((mib, i) => ({ rss: mib * MIB, heapUsed: (10 + i * 10) * MIB }))
    let at = 0
    const meter = memoryMeter(5, () => readings[Math.min(at++, readings.length - 1)]!)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(meter.stop()).toEqual({ rssBefore: 100, rssPeak: 420, heapBefore: 10, heapPeak: 50 })
  })

  it('writes a CPU profile of the phase alone, with the functions that ran in it', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tick-watch-')), 'tick.cpuprofile')
    const profile = await cpuProfile(file)
    const busyUntil = Date.now() + 50
    const spin = function spinInTheProfiledPhase() {
      let n = 0
      while (Date.now() < busyUntil) n++
      return n
    }
    spin()
    await profile.stop()
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: { callFrame: { functionName: string } }[]; samples: number[] }
    expect(written.samples.length).toBeGreaterThan(0)
    expect(written.nodes.map((n) => n.callFrame.functionName)).toContain('spinInTheProfiledPhase')
  })
})

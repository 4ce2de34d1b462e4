import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cpuProfile, heapProfile, memoryMeter } from './tick-watch'

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

  it('writes where a phase allocated its memory, garbage included, and answers the most by function', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tick-watch-')), 'tick.heapprofile')
    const profile = await heapProfile(file)
    let kept = 0
    const allocateInTheProfiledPhase = () => {
      for (let i = 0; i < 200; i++) kept += new Array<number>(10_000).fill(i).length
    }
    allocateInTheProfiledPhase()
    const allocated = await profile.stop()
    expect(kept).toBe(2_000_000)
    expect(allocated[0]!.where).toMatch(/^allocateInTheProfiledPhase /)
    expect(allocated[0]!.bytes).toBeGreaterThan(8 * 1024 * 1024)
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toHaveProperty('head')
  })
})

import { describe, expect, it } from 'vitest'
import { cacheBytes } from '../modules/monitoring/state-cache'
import { limitFiles, parseMemoryLimit, usableMemory } from './memory-limit'

const MiB = 1024 * 1024
const GiB = 1024 * MiB
/** cgroup v1's 'no limit': the largest page-aligned 64-bit number */
const V1_UNLIMITED = '9223372036854771712\n'

describe('parseMemoryLimit: a cgroup memory limit file as read', () => {
  it.each([
    ['cgroup v2 without a limit', 'max\n', null],
    ['a limit of 512 MiB (v2 memory.max or v1 memory.limit_in_bytes)', '536870912\n', 512 * MiB],
    ['a file that is not there', null, null],
    ['cgroup v1 without a limit', V1_UNLIMITED, null],
    ['an empty file', '', null],
    ['anything else', 'unlimited\n', null],
    ['zero', '0\n', null],
  ])('%s', (_, contents, bytes) => {
    expect(parseMemoryLimit(contents)).toBe(bytes)
  })
})

describe('limitFiles: where the limits are, from /proc/self/cgroup', () => {
  it('cgroup v2 in a container (its own cgroup is the root it sees): the one memory.max', () => {
    expect(limitFiles('0::/\n')).toEqual(['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes'])
  })

  it("cgroup v2 under systemd (MemoryMax= on the service): the service's own memory.max as well", () => {
    expect(limitFiles('0::/system.slice/hearthwatch.service\n')).toContain('/sys/fs/cgroup/system.slice/hearthwatch.service/memory.max')
  })

  it("cgroup v1: the memory controller's own group as well", () => {
    const files = limitFiles('4:memory:/docker/4a82183034\n3:cpuset:/\n0::/\n')
    expect(files).toContain('/sys/fs/cgroup/memory/docker/4a82183034/memory.limit_in_bytes')
    expect(files).toContain('/sys/fs/cgroup/memory/memory.limit_in_bytes')
  })

  it('no /proc/self/cgroup (not Linux): the usual places only', () => {
    expect(limitFiles(null)).toEqual(['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes'])
  })
})

/** A file system of these files (any other is missing) */
const files = (contents: Record<string, string>) => (path: string) => contents[path] ?? null

describe('usableMemory: the smaller of the machine and the limit put on this process', () => {
  it('a 512 MiB container on an 8 GiB machine (cgroup v2)', () => {
    expect(usableMemory(8 * GiB, files({ '/proc/self/cgroup': '0::/\n', '/sys/fs/cgroup/memory.max': '536870912\n' }))).toBe(512 * MiB)
  })

  it('a 1 GiB limit under cgroup v1', () => {
    const read = files({ '/proc/self/cgroup': '4:memory:/docker/abc\n0::/\n', '/sys/fs/cgroup/memory/memory.limit_in_bytes': V1_UNLIMITED, '/sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes': String(GiB) })
    expect(usableMemory(8 * GiB, read)).toBe(GiB)
  })

  it("a limit above the machine's memory, 'max', or no files at all: the machine's", () => {
    expect(usableMemory(4 * GiB, files({ '/proc/self/cgroup': '0::/\n', '/sys/fs/cgroup/memory.max': String(16 * GiB) }))).toBe(4 * GiB)
    expect(usableMemory(4 * GiB, files({ '/proc/self/cgroup': '0::/\n', '/sys/fs/cgroup/memory.max': 'max\n' }))).toBe(4 * GiB)
    expect(usableMemory(4 * GiB, files({}))).toBe(4 * GiB)
  })

  it('a systemd service limited to 768 MiB on a 4 GiB Raspberry Pi', () => {
    const read = files({ '/proc/self/cgroup': '0::/system.slice/hearthwatch.service\n', '/sys/fs/cgroup/system.slice/hearthwatch.service/memory.max': String(768 * MiB) })
    expect(usableMemory(4 * GiB, read)).toBe(768 * MiB)
  })
})

describe("the engine's state cache, unset", () => {
  it("is an eighth of the memory this process may use, the container's limit when it is the smaller", () => {
    expect(cacheBytes(undefined, 512 * MiB)).toBe(64 * MiB)
    expect(cacheBytes(undefined, 4 * GiB)).toBe(512 * MiB)
    // ENGINE_STATE_CACHE_MB set wins, whatever the memory
    expect(cacheBytes(100, 512 * MiB)).toBe(100 * MiB)
  })
})

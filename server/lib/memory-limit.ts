// How much memory this process may use: the machine's, or less where a container or a systemd service puts
// a limit on it (cgroup v2 `memory.max`, v1 `memory.limit_in_bytes`). os.totalmem() reports the machine's
// whatever the limit: a cache sized from it in a 512 MB container on an 8 GB host could take a gigabyte
// and have the process killed (decision 0124).
import fs from 'node:fs'
import os from 'node:os'

const CGROUP = '/sys/fs/cgroup'
/** cgroup v1 says 'no limit' with the largest page-aligned 64-bit number; anything this big is none */
const NO_LIMIT_FROM = 2 ** 62

/** A limit file's contents: its bytes, or null for none ('max', v1's huge number, empty, missing or unreadable) */
export function parseMemoryLimit(contents: string | null | undefined): number | null {
  const text = contents?.trim()
  if (!text || !/^\d+$/.test(text)) return null
  const bytes = Number(text)
  return bytes > 0 && bytes < NO_LIMIT_FROM ? bytes : null
}

/**
 * The limit files that may apply to this process, from /proc/self/cgroup: the root of the cgroup
 * tree it sees (a container's own, with a cgroup namespace) and its own group's (a systemd service's
 * MemoryMax=, a container without a namespace), for cgroup v2 and v1's memory controller
 */
export function limitFiles(procSelfCgroup: string | null): string[] {
  const files = [`${CGROUP}/memory.max`, `${CGROUP}/memory/memory.limit_in_bytes`]
  for (const line of (procSelfCgroup ?? '').split('\n')) {
    const [id, controllers, path] = line.split(/:(.*?):(.*)/s)
    if (!path || path === '/' || path.includes('..')) continue
    if (id === '0' && controllers === '') files.push(`${CGROUP}${path}/memory.max`)
    else if (controllers?.split(',').includes('memory')) files.push(`${CGROUP}/memory${path}/memory.limit_in_bytes`)
  }
  return [...new Set(files)]
}

const readOrNull = (path: string) => {
  try {
    return fs.readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** The smaller of `machine` bytes and every memory limit found; `read` gives a file's contents or null */
export function usableMemory(machine: number, read: (path: string) => string | null = readOrNull): number {
  const limits = limitFiles(read('/proc/self/cgroup'))
    .map((file) => parseMemoryLimit(read(file)))
    .filter((bytes): bytes is number => bytes !== null)
  return Math.min(machine, ...limits)
}

/** This process's usable memory, read now (a few small files) */
export const processMemory = () => usableMemory(os.totalmem())

// A database that stops answering without closing its connections (a frozen host, a network path that
// drops packets) would hold a request until TCP gives up, minutes later. A caller that must answer
// (a hub waiting on its POST) stops waiting; what it waited for carries on and may still finish.

/** Fails with ETIMEDOUT, a connection-level code `isDatabaseUnreachable` counts, once `ms` have passed */
export async function withinMs<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what} did not answer within ${ms / 1000} s`), { code: 'ETIMEDOUT' })), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

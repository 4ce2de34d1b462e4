/** Waits until `check` holds, asking every 50 ms; throws 'timed out waiting' after `timeoutMs` (for what another process or a broker does in its own time) */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

import type { HttpApp } from './http'

export interface SweepOptions {
  /** what it deletes, for the log when a pass fails: 'the sessions that ran out' */
  what: string
  everyMs: number
  pass: () => Promise<unknown>
}

/**
 * A clean-up pass once the server is ready and every `everyMs` after, one at a time, awaited when the
 * server closes. A pass that fails is logged and tried again at the next; it never stops the server.
 * Every instance on one database sweeps: passes that meet delete nothing twice.
 */
export function sweepWhileServing(app: HttpApp, { what, everyMs, pass }: SweepOptions) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  const sweep = () => {
    running ??= pass()
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, `could not delete ${what}`))
      .finally(() => (running = null))
  }
  app.addHook('onReady', async () => {
    sweep()
    timer = setInterval(sweep, everyMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}

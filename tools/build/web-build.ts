// `npm start`'s build of the web app, in a process of its own before the server starts. On a small
// board the kernel may kill it for want of memory (it peaks at ~640 MB, docs/self-hosting.md): the
// start then ended with exit code 1 after "Building the web app…" and not a word why, and systemd's
// Restart=on-failure began the same build again every 10 seconds.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'

/** Runs the build; answers what to tell whoever started the server when it did not succeed */
export function runWebBuild({ command, args }: { command: string; args: string[] }, options: SpawnSyncOptions): string | undefined {
  const result = spawnSync(command, args, options)
  if (result.error) return `Could not run the web app's build: ${result.error.message}.`
  if (result.signal === 'SIGKILL') {
    return (
      'Building the web app was stopped (SIGKILL), most likely by the system running out of memory: the build ' +
      'needs about 640 MB of its own. Stop other programs while it runs, or add swap, then start again ' +
      '(docs/self-hosting.md, Memory).'
    )
  }
  if (result.signal) return `Building the web app was stopped (${result.signal}) before it finished; start again.`
  if (result.status !== 0) return `Building the web app failed (exit code ${result.status}): its errors are above.`
  return undefined
}

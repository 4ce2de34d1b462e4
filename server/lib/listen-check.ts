// Whether the server can listen where HOST and PORT say, asked before the database is opened (the
// embedded one's first start takes a minute on a Raspberry Pi, and seeds the demo), and what to change
// when it cannot: the system's own words (EADDRINUSE, EACCES) tell a self-hoster nothing to do.
import net from 'node:net'
import { StartProblem } from './start-problem'

/** Resolves when HOST:PORT is free to listen on; rejects with listenProblem's explanation otherwise */
export async function ensureCanListen(host: string, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (err) => reject(listenProblem(err, host, port)))
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()))
  })
}

/** A listen failure said as what to change (the system's words kept apart: start-problem.ts); any other error as it is */
export function listenProblem(err: unknown, host: string, port: number): Error {
  const code = (err as NodeJS.ErrnoException | undefined)?.code
  const explained = (message: string) => new StartProblem(message, err)
  switch (code) {
    case 'EADDRINUSE':
      return explained(`Port ${port} is already in use on ${host} by another program (another Hearthwatch?): stop it, or set PORT to a free port.`)
    case 'EACCES':
      return explained(`Not allowed to listen on port ${port}: ports below 1024 need root. Set PORT to 1024 or above (3000 by default), with a reverse proxy on 80 and 443 in front (docs/self-hosting.md).`)
    case 'EADDRNOTAVAIL':
      return explained(`HOST=${host} is not an address of this machine. Set HOST to one of its addresses, 0.0.0.0 for every one, or 127.0.0.1 behind a reverse proxy on the same machine.`)
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return explained(`HOST=${host} is not a name this machine can look up. Set HOST to one of its addresses, 0.0.0.0 for every one, or 127.0.0.1 behind a reverse proxy on the same machine.`)
    default:
      return err instanceof Error ? err : new Error(String(err))
  }
}

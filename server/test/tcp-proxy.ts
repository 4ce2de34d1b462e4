// A service that is not there, then is, then goes away, without touching the shared PostgreSQL or
// Mosquitto: a TCP relay on a port of the test's own, to a real local service, that the test starts
// and stops. Nothing leaves 127.0.0.1.
import net from 'node:net'

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface TcpProxy {
  port: number
  /** listens on `port` and relays to the target */
  start(): Promise<void>
  /** stops listening and cuts every open connection, as a service going down does */
  stop(): Promise<void>
}

export async function tcpProxy(targetPort: number, port?: number): Promise<TcpProxy> {
  const listenPort = port ?? (await freePort())
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined

  return {
    port: listenPort,
    start() {
      server = net.createServer((inbound) => {
        const outbound = net.connect(targetPort, '127.0.0.1')
        for (const s of [inbound, outbound]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => {
            inbound.destroy()
            outbound.destroy()
          })
        }
        inbound.pipe(outbound).pipe(inbound)
      })
      return new Promise((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(listenPort, '127.0.0.1', () => resolve())
      })
    },
    stop() {
      for (const s of sockets) s.destroy()
      const closing = server
      server = undefined
      return new Promise((resolve) => (closing ? closing.close(() => resolve()) : resolve()))
    },
  }
}

// A stand-in for a database host that freezes (or a network that starts dropping packets): the tests
// of what the app does when PostgreSQL stops answering without closing anything.
import net from 'node:net'
import { connectPostgres, type ConnectOptions, type Database } from '../lib/db'

/** A relay to PostgreSQL that can go silent: open connections stop carrying data, new ones are accepted and never answered */
async function freezableRelay(targetPort: number) {
  let isFrozen = false
  const held: net.Socket[] = []
  const server = net.createServer((inbound) => {
    held.push(inbound)
    inbound.on('error', () => {})
    if (isFrozen) return inbound.pause()
    const outbound = net.connect(targetPort, '127.0.0.1')
    held.push(outbound)
    outbound.on('error', () => inbound.destroy())
    inbound.on('close', () => outbound.destroy())
    inbound.on('data', (chunk) => !isFrozen && outbound.write(chunk))
    outbound.on('data', (chunk) => !isFrozen && inbound.write(chunk))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => void (isFrozen = true),
    close: () => {
      for (const s of held) s.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FreezableRelay = Awaited<ReturnType<typeof freezableRelay>>

/** The app's database handle on `url`, through a relay the test can freeze */
export async function connectThroughRelay(url: string, options?: ConnectOptions): Promise<{ relay: FreezableRelay; relayed: Database }> {
  const target = new URL(url)
  const relay = await freezableRelay(Number(target.port || 5432))
  target.port = String(relay.port)
  target.hostname = '127.0.0.1'
  return { relay, relayed: await connectPostgres(target.toString(), undefined, options) }
}

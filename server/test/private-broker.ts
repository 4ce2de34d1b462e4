// A Mosquitto of a test's own on a free port of 127.0.0.1, persisting its sessions to a temporary
// folder: the MQTT tests that stop and start a broker, or set it up as the self-hosting guide says.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './tcp-proxy'
import { until } from './until'

/** A Mosquitto of this test's own, persisting its sessions to a temporary folder */
export class PrivateBroker {
  private process: ChildProcess | undefined
  private constructor(
    private readonly dir: string,
    private readonly port: number,
  ) {}

  get url() {
    return `mqtt://127.0.0.1:${this.port}`
  }

  /** `settings`: more lines for its configuration */
  static async start(settings: string[] = []) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-mosquitto-'))
    const port = await freePort()
    fs.writeFileSync(
      path.join(dir, 'mosquitto.conf'),
      [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence true', `persistence_location ${dir}/`, 'log_dest none',
        // run as root, Mosquitto would switch to its own user, which cannot write into our temp folder
        `user ${os.userInfo().username}`, ...settings].join('\n') + '\n',
    )
    const broker = new PrivateBroker(dir, port)
    await broker.launch()
    return broker
  }

  private async launch() {
    this.process = spawn('mosquitto', ['-c', path.join(this.dir, 'mosquitto.conf')], { stdio: 'ignore' })
    await until(() => canConnect(this.port), 10_000)
  }

  /** SIGTERM: Mosquitto writes its sessions and queued messages to disk on the way out */
  private async halt() {
    const child = this.process
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  async restart() {
    await this.halt()
    await this.launch()
  }

  async stop() {
    await this.halt()
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}


function canConnect(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

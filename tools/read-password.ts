// A password for a command-line tool without putting it on the command line (where it lands in the
// shell's history and in `ps` for everyone on the machine): typed at a prompt that does not echo it,
// or, when standard input is not a terminal, its first line (`printf '%s\n' "$PW" | npm run …`).
import { stderr, stdin } from 'node:process'

export async function readPassword(prompt: string): Promise<string> {
  return stdin.isTTY ? readHidden(prompt) : readFirstLine()
}

async function readFirstLine() {
  let text = ''
  stdin.setEncoding('utf8')
  for await (const chunk of stdin) {
    text += chunk as string
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

function readHidden(prompt: string) {
  stderr.write(prompt)
  stdin.setRawMode(true)
  stdin.setEncoding('utf8')
  stdin.resume()
  return new Promise<string>((resolve, reject) => {
    let text = ''
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      stderr.write('\n')
    }
    function onData(chunk: string) {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish()
          return resolve(text)
        }
        // Ctrl-C: raw mode takes the signal away, so stop as it would have
        if (ch === '\u0003') {
          finish()
          return reject(new Error('cancelled'))
        }
        if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1)
        else if (ch >= ' ') text += ch
      }
    }
    stdin.on('data', onData)
  })
}

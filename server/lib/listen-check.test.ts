import { describe, expect, it } from 'vitest'
import { ensureCanListen, listenProblem } from './listen-check'

const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code })

describe('listenProblem', () => {
  it('says what to change for a port below 1024 without root, and for a HOST that is not this machine', () => {
    expect(listenProblem(failure('EACCES'), '0.0.0.0', 80).message).toBe(
      'Not allowed to listen on port 80: ports below 1024 need root. Set PORT to 1024 or above (3000 by default), with a reverse proxy on 80 and 443 in front (docs/self-hosting.md).',
    )
    expect(listenProblem(failure('ENOTFOUND'), 'raspberrypi.lan', 3000).message).toMatch(/^HOST=raspberrypi\.lan is not a name this machine can look up\. Set HOST to/)
  })

  it('keeps an error it has nothing to add to', () => {
    const other = failure('EMFILE')
    expect(listenProblem(other, '0.0.0.0', 3000)).toBe(other)
  })

  it('finds an address that is not this machine before anything else starts', async () => {
    // a documentation address (RFC 5737): binding to it fails without sending anything
    await expect(ensureCanListen('203.0.113.9', 0)).rejects.toThrow(
      'HOST=203.0.113.9 is not an address of this machine. Set HOST to one of its addresses, 0.0.0.0 for every one, or 127.0.0.1 behind a reverse proxy on the same machine.',
    )
    await expect(ensureCanListen('127.0.0.1', 0)).resolves.toBeUndefined()
  })
})

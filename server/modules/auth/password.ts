import { hash, verify } from '@node-rs/argon2'

// OWASP's first argon2id setting: 19 MiB, 2 passes, 1 lane. `algorithm: 2` is Argon2id (the package
// declares it as a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

// Verifying against this when the address is unknown keeps both failures equally slow
let decoy: Promise<string> | undefined

export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    decoy ??= hashPassword('decoy password that matches nothing')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}

import { describe, expect, it } from 'vitest'
import { newSecretToken, withoutSecretTokens } from './secret-token'

describe('withoutSecretTokens', () => {
  it('removes every token a link carries, wherever it sits', () => {
    const [a, b] = [newSecretToken(), newSecretToken()]
    expect(withoutSecretTokens(`https://x.org/reset-password?token=${a}\nhttps://x.org/invitations/${b}.`)).toBe(
      'https://x.org/reset-password?token=[link code removed]\nhttps://x.org/invitations/[link code removed].',
    )
  })

  it('leaves shorter and longer runs alone: an id, a hash', () => {
    const id = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'
    const sha = 'a'.repeat(64)
    expect(withoutSecretTokens(`${id} ${sha} plain words`)).toBe(`${id} ${sha} plain words`)
  })
})

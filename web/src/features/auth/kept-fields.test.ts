import { describe, expect, it } from 'vitest'
import { keptRegistration, keptSignIn } from './kept-fields'

const { keep: keepRegistration, take: takeKeptRegistration, forget: forgetTaken } = keptRegistration

const memory = () => {
  const items = new Map<string, string>()
  return { setItem: (k: string, v: string) => void items.set(k, v), getItem: (k: string) => items.get(k) ?? null, removeItem: (k: string) => void items.delete(k), items }
}

describe('a refused registration keeps what was typed', () => {
  it('gives the names and address back once, after an error, never a password', () => {
    const storage = memory()
    keepRegistration({ firstName: 'Avery', lastName: 'Again', email: 'avery@example.org', password: 'secret-words' } as never, storage)
    expect([...storage.items.values()].join()).not.toContain('secret-words')
    expect(takeKeptRegistration('?error=user_exists', storage)).toEqual({ firstName: 'Avery', lastName: 'Again', email: 'avery@example.org' })
    // drawn again on the same page: the same; on the next page load: gone
    expect(takeKeptRegistration('?error=user_exists', storage)).toEqual({ firstName: 'Avery', lastName: 'Again', email: 'avery@example.org' })
    forgetTaken()
    expect(takeKeptRegistration('?error=user_exists', storage)).toBeNull()
  })

  it('forgets it on a plain visit, so a later visit starts empty', () => {
    const storage = memory()
    keepRegistration({ firstName: 'Avery', lastName: 'Again', email: 'avery@example.org' }, storage)
    expect(takeKeptRegistration('?plain', storage)).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('survives storage that throws or holds nonsense', () => {
    const broken = { setItem: () => { throw new Error('full') }, getItem: () => { throw new Error('denied') }, removeItem: () => undefined }
    expect(() => keepRegistration({ firstName: 'A', lastName: 'B', email: 'c@d.e' }, broken)).not.toThrow()
    forgetTaken()
    expect(takeKeptRegistration('?error=x', broken)).toBeNull()
    const odd = memory()
    odd.setItem('hearthwatch.register', '{"firstName":5}')
    forgetTaken()
    expect(takeKeptRegistration('?error=x', odd)).toEqual({ firstName: '', lastName: '', email: '' })
  })
})

describe('a refused sign-in keeps the address', () => {
  it('gives the e-mail back once after an error, never the password, and not to the registration form', () => {
    const storage = memory()
    keptSignIn.keep({ email: 'dana@example.org', password: 'secret-words' } as never, storage)
    expect([...storage.items.values()].join()).not.toContain('secret-words')
    expect(keptRegistration.take('?error=invalid_credentials', storage)).toBeNull()
    expect(keptSignIn.take('?error=invalid_credentials&next=%2Falerts', storage)).toEqual({ email: 'dana@example.org' })
    keptSignIn.forget()
    expect(keptSignIn.take('?error=invalid_credentials', storage)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { NOT_TEXT, requiredText } from './text'

const Field = requiredText('Name is required', 10, 'Name too long')
const messages = (input: unknown) => Field.safeParse(input).error?.issues.map((i) => i.message)

describe('requiredText', () => {
  it('keeps text as typed, without the spaces around it, emoji and other scripts included', () => {
    expect(Field.parse('  Kitchen ')).toBe('Kitchen')
    expect(Field.parse('Küche 🍳')).toBe('Küche 🍳')
    expect(Field.parse('مطبخ')).toBe('مطبخ')
    // invisible characters inside visible text are the writer's (a joiner in an emoji, a direction mark)
    expect(Field.parse('👩‍🍳 a\u200Bb')).toBe('👩‍🍳 a\u200Bb')
  })

  it('answers `required`, once, for nothing, spaces, or only invisible characters that would show as a blank', () => {
    for (const input of [undefined, null, '', '   ', '\u200B\u200B', '\u200D', ' \u2060\uFEFF ', '\u200E\u200F']) {
      expect(messages(input), JSON.stringify(input)).toEqual(['Name is required'])
    }
  })

  it('refuses a broken character that storage would turn into �, and anything but text', () => {
    for (const input of ['a\uD800', '\uDC00b', 'x\uDBFF\uDBFFy']) expect(messages(input), JSON.stringify(input)).toEqual([NOT_TEXT])
    expect(messages(42)).toEqual(['Must be text'])
  })

  it('counts its length after trimming', () => {
    expect(Field.parse(`  ${'x'.repeat(10)}  `)).toHaveLength(10)
    expect(messages('x'.repeat(11))).toEqual(['Name too long'])
  })
})

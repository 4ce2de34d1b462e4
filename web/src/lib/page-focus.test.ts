import { describe, expect, it } from 'vitest'
import { isFocusUnclaimed } from './page-focus'

// stand-ins: the new page holds what it contains, and nothing else
const element = (name: string) => ({ name }) as unknown as Element
const body = element('body')
const navLink = element('the sidebar link followed')
const field = element('a field of the new page')
const skipLink = element('the skip link')
const page = { contains: (node: Node | null) => node === (field as unknown as Node) }

describe('whether a page change may move focus to the new page', () => {
  it.each([
    ['on <body>: the link followed went with the old page', body, body],
    ['nowhere', null, navLink],
    ['still on the sidebar link that was followed', navLink, navLink],
  ])('may when focus is %s', (_, active, left) => {
    expect(isFocusUnclaimed(active, left, page, body)).toBe(true)
  })

  it.each([
    ['the new page focused one of its fields (a first error, an autofocus)', field, field],
    ['the person tabbed elsewhere while the page loaded', skipLink, body],
    ['something moved it away from the link', skipLink, navLink],
  ])('may not when %s', (_, active, left) => {
    expect(isFocusUnclaimed(active, left, page, body)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, type PagePosition } from '../../../contracts/page-cursor'
import { refusedCursors } from '../../test/refused-cursors'

const at = '2026-12-06T21:30:00.123456Z'
const id = '0b6f2a8e-3c1d-4e5f-8a9b-0c1d2e3f4a5b'

describe('a page cursor', () => {
  it('gives back the place it was written from: names in any script, missing parts, the microsecond', () => {
    const places: PagePosition[] = [
      { lastName: 'Taylor', firstName: 'Joan', email: null, createdAt: at, id },
      { lastName: null, firstName: null, email: 'x@nameless.example', createdAt: at, id },
      { lastName: 'Ó Súilleabháin', firstName: '李 明 😀', email: 'li@example.com', createdAt: '2026-01-01T00:00:00.000001Z', id },
      { lastName: 'x'.repeat(100), firstName: '😀'.repeat(100), email: `${'e'.repeat(310)}@x.example`, createdAt: at, id },
    ]
    for (const place of places) {
      const cursor = encodeCursor(place)
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(cursor.length).toBeLessThanOrEqual(4000)
      expect(decodeCursor(cursor)).toEqual(place)
    }
  })

  it('is refused when no page wrote it', () => {
    for (const cursor of refusedCursors) expect(decodeCursor(cursor), cursor).toBeNull()
  })
})

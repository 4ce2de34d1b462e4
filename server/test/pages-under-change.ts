// A list read a page at a time while others change it between two 'Show 50 more' (decision 0128): the rows
// nobody touched must each come once, whatever was added, removed or renamed meanwhile. Shared by User
// Management's and Client Management's tests.
import { expect } from 'vitest'

/** A page as both lists answer it: its rows, and where the next starts (none at the end) */
export interface ListedPage {
  rows: { id: string; lastName: string | null }[]
  matching: number
  next: string | null
}

/**
 * Reads every page of a list: `read(after)` for the first (undefined), then for each page after the last read,
 * running `between[i]` (if any, given the rows read so far) once the i-th page (from 0) is read and before the next
 * is. Every row read, in order.
 */
export async function readAllPages(read: (after: string | undefined) => Promise<ListedPage>, between: ((rows: ListedPage['rows']) => Promise<unknown>)[] = []) {
  const rows: ListedPage['rows'] = []
  let after: string | undefined
  for (let i = 0; ; i++) {
    const page = await read(after)
    rows.push(...page.rows)
    if (page.next === null) return rows
    // a page that would read on from where it began never ends: refuse rather than loop
    expect(page.next, `page ${i} reads on from where it began`).not.toBe(after)
    after = page.next
    await between[i]?.(rows)
  }
}

/**
 * Each of `untouched` (ids, by the name the message gives them) came exactly once in `read`: none skipped,
 * none twice. Named, so a failure says whom the support agent would have missed or seen twice.
 */
export function expectEachOnce(read: ListedPage['rows'], untouched: Map<string, string>) {
  const times = new Map<string, number>()
  for (const row of read) times.set(row.id, (times.get(row.id) ?? 0) + 1)
  const skipped = [...untouched].filter(([id]) => !times.has(id)).map(([, name]) => name)
  const twice = [...untouched].filter(([id]) => (times.get(id) ?? 0) > 1).map(([, name]) => name)
  expect({ skipped, twice }).toEqual({ skipped: [], twice: [] })
}

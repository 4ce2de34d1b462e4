// A long list read from the server a page at a time, A–Z (decisions 0121, 0127, 0128): User Management's people,
// Client Management's homes. The first LIST_PAGE, then each 'Show 50 more' reads the rows after the last one
// shown (the page's `next`, handed back as `after`), so a search or filter finds among every row on the server,
// not only those shown, and a row added, removed or renamed meanwhile shifts no other. Read again (an action, a
// refetch), every page shown so far is read again, in order, each after the last row of the one read before it.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef, type RefObject } from 'react'
import { LIST_PAGE, type PageOf } from '@contracts/paging'
import { readIfChanged, urlOf } from '@/lib/api-client'

/** 'Showing the first 50 of 1,002 users, A–Z by last name.', as the Resolved tab says its alerts (decision 0119) */
export const shownOf = (shown: number, matching: number, what: string) =>
  `Showing the first ${shown.toLocaleString('en-GB')} of ${matching.toLocaleString('en-GB')} ${what}, A–Z by last name.`

/**
 * `key`'s rows (`rowsOf` a page), LIST_PAGE at a time for `params` (the search and filters; undefined: left
 * out). `shown` is every row read so far, and the last page (how many match; anything else it says).
 */
export function usePagedList<Page extends PageOf, Row extends { id: string }>(key: string, params: Record<string, string | undefined>, rowsOf: (page: Page) => Row[]) {
  const query = useInfiniteQuery({
    queryKey: [key, params],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => (await readIfChanged(urlOf([key, { ...params, limit: LIST_PAGE, after: pageParam }]))) as Page,
    getNextPageParam: (last) => last.next ?? undefined,
    // while a new search is read, the rows of the last stay (the table does not flash empty at every keystroke)
    placeholderData: keepPreviousData,
  })
  const pages = query.data?.pages
  const last = pages?.at(-1)
  useReadAgainWhenChanged(pages, query)
  const shown = pages && last ? { rows: onceEach(pages.flatMap(rowsOf)), last } : undefined
  return { ...query, shown }
}

/**
 * A page read on says another number match than the page before it did: someone was added or removed meanwhile,
 * perhaps among the rows shown (still on screen) or before them (not). Every page shown is read again, in order,
 * so the screen holds each row that matches once, and its line counts them right. Once per page read on, so a list
 * changing all the time is not read again and again.
 */
function useReadAgainWhenChanged(pages: PageOf[] | undefined, query: { isFetching: boolean; refetch: () => Promise<unknown> }) {
  const readAgainAt = useRef(0)
  const count = pages?.length ?? 0
  const changed = count > 1 && pages![count - 1]!.matching !== pages![count - 2]!.matching
  const { isFetching, refetch } = query
  useEffect(() => {
    // a new search or filter starts again from its first page
    if (count <= 1) readAgainAt.current = 0
    if (!changed || isFetching || readAgainAt.current === count) return
    readAgainAt.current = count
    void refetch()
  }, [changed, isFetching, count, refetch])
}

/**
 * Each row once, where it first came: one renamed between two pages to a place further down the list comes
 * again on a later page under its new name (a refetch shows it there alone)
 */
export function onceEach<Row extends { id: string }>(rows: Row[]): Row[] {
  const seen = new Set<string>()
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id))
}

/** A list's rows (a CSS selector, matching the table's and the phone's cards') and the control in each that takes focus */
export interface RowFocus {
  row: string
  control: string
}

/** The control in the row at `index` of `list`'s rows, in whichever of a table and a phone's cards is on screen */
function focusRowAt(list: HTMLElement | null, index: number, { row, control }: RowFocus) {
  const rows = [...(list?.querySelectorAll<HTMLElement>(row) ?? [])].filter((el) => el.offsetParent !== null)
  rows[index]?.querySelector<HTMLElement>(control)?.focus()
}

interface NextPage {
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/**
 * 'Show 50 more' of the `shown` rows in `list`: reads the next page (not twice while it is read), and the first
 * row it brings takes focus once drawn (the button may go with the last page), as on All homes' alerts
 */
export function useShowMore(shown: number, { isFetchingNextPage, fetchNextPage }: NextPage, list: RefObject<HTMLElement | null>, rows: RowFocus) {
  const focusAt = useRef<number | null>(null)
  useEffect(() => {
    if (focusAt.current === null || shown <= focusAt.current) return
    focusRowAt(list.current, focusAt.current, rows)
    focusAt.current = null
  }, [shown, list, rows])
  return () => {
    if (isFetchingNextPage) return
    focusAt.current = shown
    void fetchNextPage()
  }
}

import { z } from 'zod'
import { CURSOR_MAX_LENGTH, decodeCursor } from './page-cursor'

// A long list read a page at a time, A–Z (decisions 0121, 0127, 0128): User Management's people and Client
// Management's homes. The first page, then each 'Show 50 more' reads the rows after the last one shown: the
// answer's `next` (none at the end) is handed back as `after`. A row added, removed or renamed between two
// reads shifts no other row (by `offset`, one was shown twice or skipped). The answer says how many match in
// all (`matching`), so the page can say how many it shows of them.

/** How many one page shows at first, and how many more each 'Show 50 more' reads */
export const LIST_PAGE = 50
/** the most one read lists */
export const LIST_LIMIT_MAX = 200

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`
export const AFTER_MESSAGE = "after must be the `next` of the page before, as the server wrote it"
export const OFFSET_GONE_MESSAGE = 'offset must be left out (no longer read): read on with after=<the `next` of the page before> (decision 0128)'

/**
 * `limit` (LIST_PAGE unless asked, at most LIST_LIMIT_MAX) and `after` (the first page without it), each refused
 * naming the field; so is `offset`, which a script written before decision 0128 would otherwise find ignored and
 * read the first page again and again
 */
export const PageQuery = z.object({
  /** how many to list, A–Z by last name: a page */
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int({ message: LIMIT_MESSAGE })
    .min(1, { message: LIMIT_MESSAGE })
    .max(LIST_LIMIT_MAX, { message: LIMIT_MESSAGE })
    .default(LIST_PAGE),
  /** the `next` of the page before: this page holds the rows after that page's last */
  after: z
    .string()
    .max(CURSOR_MAX_LENGTH, { message: AFTER_MESSAGE })
    .transform((cursor, ctx) => decodeCursor(cursor) ?? (ctx.addIssue({ code: 'custom', message: AFTER_MESSAGE }), z.NEVER))
    .optional(),
  /** gone (decision 0128): refused whatever it holds */
  offset: z
    .string()
    .refine(() => false, { message: OFFSET_GONE_MESSAGE })
    .optional()
    .describe('No longer read (decision 0128): refused, whatever it holds. Read on with `after`.'),
})
export type PageQuery = z.infer<typeof PageQuery>

/** What a page says besides its rows: how many match in all, and where the next page starts (null: this is the last) */
export interface PageOf {
  matching: number
  next: string | null
}

import { z } from 'zod'

// A long list read a page at a time, A–Z (decisions 0121, 0127): User Management's people and Client
// Management's homes. The first page, then each 'Show 50 more' reads the next from `offset`; the answer
// says how many match in all (`matching`), so the page can say how many it shows of them.

/** How many one page shows at first, and how many more each 'Show 50 more' reads */
export const LIST_PAGE = 50
/** the most one read lists */
export const LIST_LIMIT_MAX = 200

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more (digits only)'

/** `limit` (LIST_PAGE unless asked, at most LIST_LIMIT_MAX) and `offset` (0 unless asked), each refused naming the field */
export const PageQuery = z.object({
  /** how many to list, A–Z by last name: a page */
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int({ message: LIMIT_MESSAGE })
    .min(1, { message: LIMIT_MESSAGE })
    .max(LIST_LIMIT_MAX, { message: LIMIT_MESSAGE })
    .default(LIST_PAGE),
  /** how many of those matching to pass over first: the rows the page already shows */
  offset: z
    .string()
    // digits only: '' (which a number takes for 0), '-1', '1.5' or '1e3' are refused, naming the field
    .regex(/^\d{1,7}$/, { message: OFFSET_MESSAGE })
    .transform(Number)
    .optional()
    .transform((n) => n ?? 0),
})
export type PageQuery = z.infer<typeof PageQuery>

/** What a page says besides its rows: how many match in all, and where the page starts */
export interface PageOf {
  matching: number
  offset: number
}

// Every error the API answers has this shape; the code says what went wrong, the status follows from it.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // a link that worked once and no longer does (used or expired)
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  // understood, and nothing in it could be used: sending it again will not help (ingest)
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export interface ErrorBody {
  message: string
  code: ErrorCode
  /** field name → messages, for a request that failed validation */
  details?: Record<string, string[]>
}

/**
 * The 404 of a read about a home the caller may not see (gone, or never hers): the page then reads the homes on
 * offer again and moves to another (web/src/lib/query-client.ts). Other 404s of a home's reads are answers about
 * the home itself ('No motion data yet'), and say nothing about which homes are on offer.
 */
export const CIRCLE_NOT_FOUND = 'Circle not found'

/** PostgreSQL text cannot hold the NUL character: any text that does is refused with this */
export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)'

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

/** PostgreSQL text cannot hold the NUL character: any text that does is refused with this */
export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)'

import { ERROR_STATUS, type ErrorCode } from '../../contracts/errors'

/** The one error type services throw; the error handler turns it into `{ message, code, details? }`. */
export class AppError extends Error {
  readonly status: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message)
    this.name = 'AppError'
    this.status = ERROR_STATUS[code]
  }
}

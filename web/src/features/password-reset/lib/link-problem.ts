import { PASSWORD_RESET_MESSAGES } from '@contracts/password-reset'
import { parseApiError, serverMessage } from '@/lib/api-error'

export const LINK_UNCHECKED = 'This reset link could not be checked. Please check your connection and try again.'

/**
 * What the reset page says instead of the form when its link was refused: the server's words for a
 * used or expired link (and for too many attempts); any other refusal of the token, such as one too
 * long for an address, is a link that is not valid.
 */
export function linkProblem(error: unknown): string {
  const { status } = parseApiError(error)
  if (status === 400 || status === 404) return PASSWORD_RESET_MESSAGES.invalid
  return serverMessage(error, LINK_UNCHECKED)
}

import type { PasswordResetReply, ResetPasswordRequest } from '@contracts/password-reset'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { USER_QUERY_KEY } from '@/lib/auth-errors'

export async function resetPassword(input: ResetPasswordRequest): Promise<PasswordResetReply> {
  const res = await apiRequest('POST', '/auth/reset-password', input)
  return (await res.json()) as PasswordResetReply
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })

/**
 * A reset ends every session of the person, this browser's too. Called on the way to /login (not
 * on success, which would swap the router's tree and lose the confirmation).
 */
export function useForgetSignedInUser() {
  const queryClient = useQueryClient()
  return () => queryClient.setQueryData(USER_QUERY_KEY, null)
}

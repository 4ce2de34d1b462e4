import type { ForgotPasswordRequest, PasswordResetReply } from '@contracts/password-reset'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<PasswordResetReply> {
  const res = await apiRequest('POST', '/auth/forgot-password', input)
  return (await res.json()) as PasswordResetReply
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })

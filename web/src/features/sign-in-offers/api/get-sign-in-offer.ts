import type { SignInOfferPreview } from '@contracts/sign-in-offers'
import { useQuery } from '@tanstack/react-query'

/** Whose sign-in the link is for: 404 for a link that never was, 410 for one used or expired, 409 for an address taken since */
export const useSignInOfferPreview = (token: string) => useQuery<SignInOfferPreview>({ queryKey: ['/api/sign-in-offers', token] })

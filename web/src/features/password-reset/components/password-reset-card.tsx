import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { AUTH_LINK, BrandCard } from '@/components/brand-card'
import { withReturnPath } from '@/lib/sign-in-path'

/**
 * The sign-in pages' frame, without the social buttons, with the way back to sign in; `returnTo`, the page she was
 * on the way to (an alert's link), goes back with her
 */
export function PasswordResetCard({ returnTo, ...props }: { title: string; description: string; error?: string | null; children: ReactNode; returnTo?: string | undefined }) {
  return (
    <BrandCard
      {...props}
      footer={
        <>
          Remembered it?{' '}
          <Link href={withReturnPath('/login', returnTo)} className={AUTH_LINK}>
            Back to sign in
          </Link>
        </>
      }
    />
  )
}

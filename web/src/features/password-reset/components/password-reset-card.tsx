import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { BrandCard } from '@/components/brand-card'

/** The sign-in pages' frame, without the social buttons, with the way back to sign in */
export function PasswordResetCard(props: { title: string; description: string; error?: string | null; children: ReactNode }) {
  return (
    <BrandCard
      {...props}
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    />
  )
}

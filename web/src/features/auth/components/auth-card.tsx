import type { ReactNode } from 'react'
import { BrandCard } from '@/components/brand-card'
import { SocialButtons } from './social-buttons'

/** The frame both sign-in pages share: the brand card with the social buttons above the form */
export function AuthCard(props: { title: string; description: string; error: string | null; children: ReactNode; footer: ReactNode }) {
  return <BrandCard {...props} lead={<SocialButtons />} />
}

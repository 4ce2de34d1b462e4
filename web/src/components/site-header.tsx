import { HouseHeart } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { cn } from '@/lib/utils'

/**
 * The public pages' top bar: the brand, home, and the page's one action (`children`). `wide` is the
 * landing page's: as wide as its sections, with a larger brand.
 */
export function SiteHeader({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <header className="border-b bg-white">
      <div className={cn('mx-auto flex flex-wrap items-center justify-between gap-4 px-4 py-4', wide ? 'max-w-6xl' : 'max-w-3xl')}>
        <Link href="/" className={cn('flex items-center gap-2 text-slate-900', wide ? 'text-xl font-bold' : 'text-lg font-semibold')}>
          <HouseHeart className={cn('text-primary', wide ? 'size-7' : 'size-6')} aria-hidden="true" />
          Hearthwatch
        </Link>
        {children}
      </div>
    </header>
  )
}

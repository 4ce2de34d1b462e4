import { HouseHeart } from 'lucide-react'
import { Link } from 'wouter'
import { cn } from '@/lib/utils'

/**
 * The public pages' footer: the copyright and the links to the Privacy Policy and the Terms. `wide`
 * is the landing page's: as wide as its sections, roomier, with the brand mark.
 */
export function SiteFooter({ wide = false }: { wide?: boolean }) {
  return (
    <footer className="border-t bg-white">
      <div
        className={cn(
          'mx-auto flex flex-col items-center justify-between px-4 text-sm text-slate-600 sm:flex-row',
          wide ? 'max-w-6xl gap-4 py-8' : 'max-w-3xl gap-3 py-6',
        )}
      >
        <div className="flex items-center gap-2">
          {wide && <HouseHeart className="size-5 text-primary" aria-hidden="true" />}
          <p>© 2025 Hearthwatch. All rights reserved.</p>
        </div>
        <nav aria-label="Legal" className={cn('flex', wide ? 'flex-wrap justify-center gap-x-6 gap-y-2' : 'gap-4')}>
          <Link href="/privacy" className="hover:text-slate-900 hover:underline">
            Privacy Policy
          </Link>
          <Link href="/terms" className="hover:text-slate-900 hover:underline">
            Terms and Conditions
          </Link>
        </nav>
      </div>
    </footer>
  )
}

import type { CircleSummary } from '@contracts/circles'
import { DoorOpen, GraduationCap, LogOut } from 'lucide-react'
import { homeGlanceLines, type GlanceKind } from '@/lib/home-glance'
import { cn } from '@/lib/utils'

const ICON = { learning: GraduationCap, out: LogOut, door: DoorOpen } as const
const TONE = { learning: 'text-blue-800', out: 'text-slate-700', door: 'text-amber-900' } as const satisfies Record<GlanceKind, string>

/**
 * A home's learning week and whether they are out, in words with an icon (not colour alone), wrapping at spaces
 * (decision 0104); nothing when neither holds
 */
export function HomeGlance({ circle, now, className }: { circle: CircleSummary; /** the times' day ('Mon 17:40'); the render's own by default */ now?: Date; className?: string }) {
  const lines = homeGlanceLines(circle, now ?? new Date())
  if (lines.length === 0) return null
  return (
    <span data-testid="home-glance" className={cn('block', className)}>
      {lines.map(({ kind, text }) => {
        const Icon = ICON[kind]
        return (
          <span key={kind} data-glance={kind} className={cn('flex items-start gap-1 text-xs font-medium break-words', TONE[kind])}>
            <Icon className="mt-px size-3 shrink-0" aria-hidden="true" />
            <span className="min-w-0">{text}</span>
          </span>
        )
      })}
    </span>
  )
}

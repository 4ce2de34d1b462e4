import { Clock } from 'lucide-react'
import { useCircles } from '@/lib/circle'
import { lastMovementLine, type QuietAlert } from '@/lib/format/last-movement'
import { lengthParts } from '@/lib/format/length-parts'

/**
 * 'No movement since 03:19 — 2 h 34 min ago' on an inactivity or possible-fall alert, in the home's
 * time; it moves on with `now` (the page's clock), where the description keeps the quiet as it was raised
 */
export function LastMovementLine({ alert, clientId, now }: { alert: QuietAlert; clientId: string; now: Date }) {
  const circles = useCircles()
  const timeZone = circles.data?.find((c) => c.clientId === clientId)?.timeZone
  const line = lastMovementLine(alert, now, timeZone)
  if (!line) return null
  return (
    <p data-testid="last-movement" className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {/* one span of words, each length unbroken in it: the line wraps between words, never inside '15 h 10 min' */}
      <span>
        {lengthParts(line).map((part, i) =>
          part.isLength ? (
            <span key={i} className="whitespace-nowrap">
              {part.text}
            </span>
          ) : (
            part.text
          ),
        )}
      </span>
    </p>
  )
}

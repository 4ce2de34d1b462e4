import type { LucideIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'

export interface StatCard<K extends string> {
  key: K
  label: string
  icon?: LucideIcon
  /** the icon's text colour class */
  tone?: string
  /** a line under the figure saying what it counts, e.g. whose midnight "today" starts at */
  note?: string | null
}

/**
 * Two counters a row on a phone, each at least 8rem wide, else one: at 200 % text two a row left 'Critical', 'Today's'
 * and 'Emergencies' too little room and they broke mid-word ('Critica / l Alerts'). In rem, so the usual text size keeps
 * two a row down to a 320 px phone. Wider screens set their own column count after it (`lg:grid-cols-4`).
 */
export const TWO_OR_ONE_A_ROW = 'grid gap-3 grid-cols-[repeat(auto-fit,minmax(max(8rem,calc((100%_-_0.75rem)/2)),1fr))]'

/** A row of counters; '–' while the numbers load */
export function StatCards<K extends string>({ label, cards, counts, className = `${TWO_OR_ONE_A_ROW} lg:grid-cols-4` }: {
  label: string
  cards: readonly StatCard<K>[]
  counts: Record<K, number> | undefined
  className?: string
}) {
  return (
    <section aria-label={label} className={className}>
      {cards.map(({ key, label: name, icon: Icon, tone = 'text-slate-700', note }) => (
        <Card key={key}>
          {/* with large text the icon goes under the words rather than over them */}
          <CardContent className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="min-w-0 flex-[1_1_5rem] wrap-break-word">
              <p className="text-sm text-slate-600">{name}</p>
              <p className="text-2xl font-bold text-slate-900" data-stat={key}>
                {counts ? counts[key] : '–'}
              </p>
              {note && (
                <p className="text-xs text-slate-600" data-stat-note={key}>
                  {note}
                </p>
              )}
            </div>
            {Icon && <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden="true" />}
          </CardContent>
        </Card>
      ))}
    </section>
  )
}

import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent } from '@/components/ui/card'

/** One figure with its name, an optional line under it and an icon: '–' while it loads */
export function FigureCard({ label, value, detail, icon: Icon, tone = 'text-slate-700', figure }: {
  label: string
  value: ReactNode | undefined
  detail?: ReactNode
  icon?: LucideIcon
  /** the icon's text colour class */
  tone?: string
  /** data-figure on the value, for the journeys */
  figure?: string
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-2 p-4">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{label}</p>
          <p className="break-words text-2xl font-bold text-slate-900" data-figure={figure}>
            {value ?? '–'}
          </p>
          {detail && value !== undefined && <p className="text-xs text-slate-600">{detail}</p>}
        </div>
        {Icon && <Icon className={`size-6 shrink-0 ${tone}`} aria-hidden="true" />}
      </CardContent>
    </Card>
  )
}

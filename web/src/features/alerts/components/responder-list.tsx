import { UserCheck } from 'lucide-react'

export interface ResponderLine {
  userId: string
  /** 'Cora Hale is contacting them' */
  text: string
  /** since when, where the card says it: the ISO time, and how it reads ('started 4m ago') */
  at?: string
  since?: string
}

/** Who said they are on an alert, one line each, inside its card (a screen reader hears it as part of it) */
export function ResponderList({ lines }: { lines: readonly ResponderLine[] }) {
  if (lines.length === 0) return null
  return (
    <ul className="space-y-0.5 pt-1" aria-label="Responding">
      {lines.map((r) => (
        <li key={r.userId} className="flex items-start gap-1.5 text-sm font-medium text-green-800">
          <UserCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            {r.text}
            {r.at && (
              <>
                {' · '}
                <time dateTime={r.at}>{r.since}</time>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

import { useId, type ReactNode } from 'react'

interface TitledSectionProps {
  title: string
  /** A line under the title */
  description?: string
  /** Beside the title, at the right (a Refresh button) */
  actions?: ReactNode
  children: ReactNode
}

/** A page section named by its heading, for screen readers as for the eye */
export function TitledSection({ title, description, actions, children }: TitledSectionProps) {
  const headingId = useId()
  const heading = (
    <h2 id={headingId} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      {description || actions ? (
        <div className="flex items-center justify-between gap-3">
          <div>
            {heading}
            {description && <p className="text-sm text-slate-600">{description}</p>}
          </div>
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}

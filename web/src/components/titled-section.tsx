import { useId, type ReactNode, type Ref } from 'react'

interface TitledSectionProps {
  title: string
  /** A line under the title */
  description?: string
  /** Beside the title, at the right (a Refresh button) */
  actions?: ReactNode
  children: ReactNode
  /** given, the heading can take focus (not Tab's): where focus goes when what had it in the section is gone */
  headingRef?: Ref<HTMLHeadingElement>
}

/** A page section named by its heading, for screen readers as for the eye */
export function TitledSection({ title, description, actions, children, headingRef }: TitledSectionProps) {
  const headingId = useId()
  const heading = (
    <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-lg font-semibold text-slate-900 focus:outline-hidden">
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

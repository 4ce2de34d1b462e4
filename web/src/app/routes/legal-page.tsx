import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'wouter'
import { ArrowLeft } from 'lucide-react'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { Button } from '@/components/ui/button'
import { usePageTitle } from '@/lib/use-page-title'

export type LegalSection = {
  heading: string
  body: ReactNode
}

type LegalPageProps = {
  title: string
  updated: string
  intro: ReactNode
  sections: LegalSection[]
}

const toAnchorId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')

const BackHome = (props: Pick<ComponentProps<typeof Button>, 'variant' | 'size'>) => (
  <Button asChild {...props}>
    <Link href="/">
      <ArrowLeft aria-hidden="true" />
      Back to Home
    </Link>
  </Button>
)

/** Shared frame for the public policy pages (/privacy and /terms). */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  usePageTitle(title)
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader>
        <BackHome variant="ghost" size="sm" />
      </SiteHeader>

      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <article className="rounded-lg border bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">Last updated: {updated}</p>
          <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-700">{intro}</div>

          <nav aria-label="On this page" className="mt-8 rounded-md bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-900">On this page</p>
            <ul className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${toAnchorId(section.heading)}`} className="text-primary underline-offset-4 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          {sections.map((section) => (
            <section
              key={section.heading}
              id={toAnchorId(section.heading)}
              aria-labelledby={`${toAnchorId(section.heading)}-heading`}
              className="mt-10 scroll-mt-6"
            >
              <h2 id={`${toAnchorId(section.heading)}-heading`} className="text-xl font-semibold text-slate-900">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700">{section.body}</div>
            </section>
          ))}
        </article>

        <div className="mt-8 flex justify-center">
          <BackHome variant="outline" />
        </div>
      </main>

      <SiteFooter />
    </div>
  )
}

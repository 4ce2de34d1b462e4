import { Link } from 'wouter'
import { House, SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { usePageTitle } from '@/lib/use-page-title'

/** SPEC.md §2: 'a 404 page titled Page Not Found' */
const TITLE = 'Page Not Found'

// Shown outside the signed-in layout, so it brings its own <main>. The tab says so too, as the other
// pages do ('Alerts · Hearthwatch'): without it the tab read just 'Hearthwatch', the name of no page.
// The layout's own title (with its alert count) is put back by the layout as it leaves; this runs after
export function NotFoundPage() {
  usePageTitle(TITLE)
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-slate-100">
            <SearchX className="size-7 text-slate-700" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{TITLE}</h1>
        </CardHeader>
        <CardContent className="space-y-6">
          <p className="text-slate-600">Sorry, we couldn't find the page you were looking for.</p>
          <Button asChild>
            <Link href="/">
              <House aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  )
}

import { AlertCircle, HeartPulse } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'wouter'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { usePageTitle } from '@/lib/use-page-title'

/**
 * A link in a line of the signed-out pages ('Sign up', 'Back to sign in'): a thumb's 44 px on a touch screen. From
 * an alert's link at night the sign-in page's were 16 px tall, its home link 28 px.
 */
export const AUTH_LINK = 'font-medium text-primary underline-offset-4 hover:underline items-center pointer-coarse:inline-flex pointer-coarse:min-h-11'

/**
 * The frame of the signed-out pages (sign-in, register, password reset, invitations): the brand, a
 * card with the title, an optional lead (the social buttons), an error alert, the page's own content
 * and an optional footer line.
 */
export function BrandCard(props: { title: string; description: ReactNode; lead?: ReactNode; error?: string | null; children?: ReactNode; footer?: ReactNode }) {
  const errorAlert = useRef<HTMLDivElement>(null)
  // The window's title names the page, as its h1 does ('Welcome back · Hearthwatch'): a screen reader says
  // it first, and so does a list of tabs; it read 'Hearthwatch' on every one of these pages. A refusal that
  // comes as a new page (a wrong password reloads it with ?error) is there before a screen reader arrives,
  // and an alert that was never empty is not read out: its words were to be hunted for. Focus goes to it,
  // and the title says there is an error
  usePageTitle(`${props.error ? 'Error: ' : ''}${props.title}`)
  useEffect(() => {
    if (props.error) errorAlert.current?.focus()
  }, [props.error])
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md">
        <Link href="/" className="mb-6 flex items-center justify-center gap-2 text-xl font-bold text-slate-900 pointer-coarse:min-h-11">
          <HeartPulse className="size-7 text-primary" aria-hidden="true" />
          Hearthwatch
        </Link>
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold leading-none tracking-tight">{props.title}</h1>
            <CardDescription>{props.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4">
            {props.lead}
            {props.error && (
              <Alert variant="destructive" ref={errorAlert} tabIndex={-1} className="focus-visible:outline-hidden">
                <AlertCircle />
                <AlertDescription>{props.error}</AlertDescription>
              </Alert>
            )}
            {props.children}
            {props.footer && <p className="text-center text-sm text-slate-600">{props.footer}</p>}
          </CardContent>
        </Card>
      </div>
    </main>
  )
}

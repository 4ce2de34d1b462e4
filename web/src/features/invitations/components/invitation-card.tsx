import { AlertCircle, HeartPulse } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** The sign-in pages' frame (brand, card, title, an error alert), without the social buttons */
export function InvitationCard(props: { title: string; description: ReactNode; error?: string | null; children?: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md">
        <Link href="/" className="mb-6 flex items-center justify-center gap-2 text-xl font-bold text-slate-900">
          <HeartPulse className="size-7 text-primary" aria-hidden="true" />
          Hearthwatch
        </Link>
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold leading-none tracking-tight">{props.title}</h1>
            <CardDescription>{props.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {props.error && (
              <Alert variant="destructive">
                <AlertCircle />
                <AlertDescription>{props.error}</AlertDescription>
              </Alert>
            )}
            {props.children}
          </CardContent>
        </Card>
      </div>
    </main>
  )
}

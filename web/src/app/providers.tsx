import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { UnsentInvitationDialog } from '@/components/unsent-invitation'
import { queryClient } from '@/lib/query-client'
import { loadPageCode } from '@/lib/stale-build'
import { QuietBoundary } from './error-boundary'

// The toaster comes just after the app, not with it: a toast follows something the carer did, and the page she
// opened (an alert's notification at night) shows without waiting for it (decision 0069's first-load budget). Its
// live regions are on the page long before the first toast; one raised sooner waits in the store (lib/use-toast)
const Toaster = lazy(async () => ({ default: (await loadPageCode(() => import('@/components/ui/toaster'))).Toaster }))

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <QuietBoundary what="The toaster">
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QuietBoundary>
      <UnsentInvitationDialog />
    </QueryClientProvider>
  )
}

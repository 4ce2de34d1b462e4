import { QueryClientProvider } from '@tanstack/react-query'
import { Tooltip } from 'radix-ui'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { UnsentInvitationDialog } from '@/components/unsent-invitation'
import { queryClient } from '@/lib/query-client'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
        <UnsentInvitationDialog />
      </Tooltip.Provider>
    </QueryClientProvider>
  )
}

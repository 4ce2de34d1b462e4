import type { CurrentUser } from '@contracts/auth'
import { Menu } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useLiveUpdates } from '@/lib/live'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { CirclePicker } from './circle-picker'
import { RoleBadge } from '@/components/role-badge'
import { SidebarNav } from './sidebar'
import { useWatchedCircle } from './watched-circle'

/** Sidebar, top bar and the main area of every signed-in page */
export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [isDrawerOpen, setDrawerOpen] = useState(false)
  // one stream for the circle on screen keeps every open page current
  useLiveUpdates(useWatchedCircle())
  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r bg-white md:block" aria-label="Sidebar">
        <SidebarNav user={user} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-white px-4">
          <Sheet open={isDrawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent>
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <SheetDescription className="sr-only">Pages of Hearthwatch</SheetDescription>
              <SidebarNav user={user} onNavigate={() => setDrawerOpen(false)} />
            </SheetContent>
          </Sheet>
          <div className="flex-1" />
          <CirclePicker />
          <span className="hidden text-sm text-slate-700 sm:inline">
            {user.firstName} {user.lastName}
          </span>
          <RoleBadge role={user.role} />
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}

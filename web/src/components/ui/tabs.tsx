import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export const Tabs = TabsPrimitive.Root

// on a touch screen a tab is 44 px tall (a finger's width) and the list grows to hold it; min-h, so a
// height a caller sets for the mouse is not undone. Tabs that do not fit the width (large text, 200 %
// zoom) go onto another row, and a tab's own words wrap: a list that scrolled sideways hid its last tabs
// off the card with nothing to say they were there
export const TabsList = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List
    className={cn('inline-flex min-h-10 max-w-full flex-wrap items-center rounded-md bg-muted p-1 text-slate-700 pointer-coarse:min-h-13', className)}
    {...props}
  />
)
export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn(
      'inline-flex min-w-0 items-center justify-center text-center wrap-break-word rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm pointer-coarse:min-h-11',
      className,
    )}
    {...props}
  />
)
export const TabsContent = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content className={cn('mt-2 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring', className)} {...props} />
)

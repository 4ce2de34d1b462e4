import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

// No page shows a tooltip yet, so the app is not wrapped in a provider: Radix's tooltip and the positioning
// library under it (floating-ui, ~6 kB brotli) would come with every page's first load (decision 0069's
// budget). A page's tooltips are wrapped in this one, which sets the spec's 700 ms delay and 300 ms skip delay.
export const TooltipProvider = ({ delayDuration = 700, skipDelayDuration = 300, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) => (
  <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
)
export const Tooltip = TooltipPrimitive.Root
export const TooltipTrigger = TooltipPrimitive.Trigger

export const TooltipContent = ({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) => (
  <TooltipPrimitive.Portal>
    <TooltipPrimitive.Content
      sideOffset={sideOffset}
      className={cn('z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md', className)}
      {...props}
    />
  </TooltipPrimitive.Portal>
)

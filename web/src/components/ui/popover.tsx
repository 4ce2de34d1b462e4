import { Popover as PopoverPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export const Popover = PopoverPrimitive.Root
export const PopoverTrigger = PopoverPrimitive.Trigger

/** Floats beside its trigger and stays on screen (8 px from the edges); Escape or a click outside closes it and focus returns to the trigger */
export const PopoverContent = ({ className, align = 'center', sideOffset = 4, collisionPadding = 8, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) => (
  <PopoverPrimitive.Portal>
    <PopoverPrimitive.Content
      align={align}
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      className={cn('z-50 rounded-md border bg-background text-foreground shadow-md outline-hidden', className)}
      {...props}
    />
  </PopoverPrimitive.Portal>
)

import { X } from 'lucide-react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { closesOnBack } from '@/lib/close-on-back'

export const Sheet = closesOnBack(SheetPrimitive.Root)
export const SheetTrigger = SheetPrimitive.Trigger
export const SheetTitle = SheetPrimitive.Title
export const SheetDescription = SheetPrimitive.Description

/** A drawer from the left edge: focus stays inside while open, Escape closes it */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content
        className={cn('fixed inset-y-0 left-0 z-50 h-full w-72 max-w-[85vw] bg-background shadow-lg', className)}
        {...props}
      >
        {children}
        {/* 44 px on a touch screen, the X where it was */}
        <SheetPrimitive.Close
          aria-label="Close menu"
          className="absolute right-3 top-3 inline-flex items-center justify-center rounded-md p-1 opacity-70 hover:opacity-100 focus:outline-hidden focus:ring-2 focus:ring-ring pointer-coarse:right-1 pointer-coarse:top-1 pointer-coarse:size-11"
        >
          <X className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

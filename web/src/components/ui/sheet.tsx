import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import { closesOnBack } from '@/lib/close-on-back'
import { CloseCorner, MODAL_OVERLAY, putAwayEarlierToasts } from './modal-parts'

export const Sheet = closesOnBack(SheetPrimitive.Root)
export const SheetTrigger = SheetPrimitive.Trigger
export const SheetTitle = SheetPrimitive.Title
export const SheetDescription = SheetPrimitive.Description

/** A drawer from the left edge: focus stays inside while open, Escape closes it */
export function SheetContent({ className, children, onOpenAutoFocus, ...props }: ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className={MODAL_OVERLAY} />
      <SheetPrimitive.Content
        className={cn('fixed inset-y-0 left-0 z-50 h-full w-72 max-w-[85vw] bg-background shadow-lg', className)}
        {...props}
        onOpenAutoFocus={(event) => {
          putAwayEarlierToasts()
          onOpenAutoFocus?.(event)
        }}
      >
        {children}
        <CloseCorner label="Close menu" coarseClassName="pointer-coarse:right-1 pointer-coarse:top-1" iconClassName="size-5" />
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

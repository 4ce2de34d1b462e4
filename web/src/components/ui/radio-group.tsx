import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * role="radiogroup": Tab enters at the chosen item, the arrow keys move and choose. Name it with
 * aria-label or aria-labelledby, and each item with a <Label htmlFor> on its `id`.
 * On a touch screen each child of the group (an item's row: its circle and label) is at least 44 px
 * tall, and the whole row takes the tap for its item: a 16 px circle is too small for a finger.
 */
export const RadioGroup = ({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) => (
  <RadioGroupPrimitive.Root className={cn('grid gap-2 pointer-coarse:*:relative pointer-coarse:*:min-h-11', className)} {...props} />
)

export const RadioGroupItem = ({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) => (
  <RadioGroupPrimitive.Item
    className={cn(
      'peer flex size-4 shrink-0 items-center justify-center rounded-full border border-primary text-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
      // the row's tap: a layer over the row (the group's child, positioned above) that belongs to the item
      'pointer-coarse:after:absolute pointer-coarse:after:inset-0',
      className,
    )}
    {...props}
  >
    <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-current" />
  </RadioGroupPrimitive.Item>
)

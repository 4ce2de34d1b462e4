import { Switch as SwitchPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * role="switch" with aria-checked; Space toggles it. Name it with <Label htmlFor> or aria-label.
 * The button is the tap target and the track is drawn inside it: on a touch screen the button is
 * 44 px tall (a finger's width) around the same 44 x 24 track; with a mouse the two are one size.
 */
export const Switch = ({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) => (
  <SwitchPrimitive.Root
    className={cn(
      'group peer inline-flex shrink-0 cursor-pointer items-center rounded-full focus-visible:outline-hidden disabled:cursor-not-allowed disabled:opacity-50 pointer-coarse:min-h-11',
      className,
    )}
    {...props}
  >
    <span
      aria-hidden="true"
      className="inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent transition-colors group-focus-visible:ring-2 group-focus-visible:ring-ring group-focus-visible:ring-offset-2 group-data-[state=checked]:bg-primary group-data-[state=unchecked]:bg-slate-300"
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </span>
  </SwitchPrimitive.Root>
)

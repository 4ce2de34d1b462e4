import { Slot } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '@/lib/utils'

// on a touch screen (a coarse pointer) every button is at least 44 px tall, an icon button 44 px wide: a
// finger's width (WCAG 2.5.5). min-h/min-w, not h/w, so a size a caller sets grows but is never undone.
// The mouse keeps the sizes below. A label too long for the width wraps and the button grows (min-h, not
// h): kept on one line, at large text a dialog's buttons ran off its edge ('Send Emergency Al…') and a
// phone number was cut in two.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-center wrap-break-word rounded-md text-sm font-medium transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 pointer-coarse:min-h-11 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      // darker on hover, never lighter: white on primary/90 was 4.3:1, under AA's 4.5:1
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-blue-700',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-red-700',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-10 px-4 py-2',
        sm: 'min-h-9 rounded-md px-3 py-1.5',
        lg: 'min-h-11 rounded-md px-8 py-2',
        icon: 'h-10 w-10 pointer-coarse:min-w-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & {
  asChild?: boolean
  /** its work is under way: unavailable (aria-disabled), a press does nothing, but it keeps focus (see busyProps) */
  busy?: boolean
}

export function Button({ className, variant, size, asChild = false, busy = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} {...busyProps(busy)} />
}

/**
 * A button whose work is under way, for a Radix button too (a dialog's Action): `disabled` would take it out of
 * the focus order, and the browser drops focus from a disabled button to the page's body, so that the person
 * who pressed it (by keyboard, or with a screen reader) lost their place: after Contact, in a dialog whose Add
 * Note failed, on Resolve once its question closed. Unavailable instead (aria-disabled): said as such, dimmed,
 * a press (or Enter in a form's field) does nothing, and focus stays. Spread after the button's own onClick.
 */
export function busyProps(busy: boolean) {
  return busy ? { 'aria-disabled': true as const, onClick: (event: MouseEvent) => event.preventDefault() } : {}
}

import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { Toast as ToastPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export const ToastProvider = ToastPrimitive.Provider

/**
 * Where a toast shows: on a signed-in page (its top bar there, no dialog open), in the top bar, the
 * one strip of the screen that holds nothing of the page; after the menu button on a phone (it carries
 * the alert count) and after the sidebar on wider screens, where the bar's middle is empty. Below the
 * bar, on a phone, it covered whatever lay under the bar for its five seconds: the Resolve beside the
 * Contact just tapped, the Check On Them of the alert scrolled up there, the Pets card's boxes to tick
 * just after turning Pets on; at the foot it had covered the next alert's Check On Them, and at the
 * bottom right of a laptop it covered the Pets card's boxes too. In the bar the toast is one or two
 * lines, its title run into its words (a longer message grows below the bar). On a phone it lies over the
 * home picker: it gives way to it, and to the bar's other controls (toast-gives-way.ts).
 * Over a dialog on a phone it goes to the top edge: the dialog fills the screen, and its foot is where
 * the message just refused (the plan's limit, who can change it) and the buttons are. Pages without the
 * top bar (sign in) keep it under where the bar would be on a phone, at the bottom right elsewhere. Taller than the bar
 * on a phone (large text), it takes the screen's width at its top or bottom edge, away from the page's controls
 * (data-edge, set by toast-gives-way.ts): beside the menu button it stood narrow and tall over the alert's buttons. The
 * viewport lets taps through (only the toast itself takes them): empty, its padding was an invisible
 * strip that took the taps meant for what lay under it.
 */
export const ToastViewport = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) => (
  <ToastPrimitive.Viewport
    className={cn(
      'pointer-events-none fixed z-[100] flex max-h-screen w-full flex-col p-4 max-sm:top-14 max-sm:p-2 sm:bottom-0 sm:right-0 md:max-w-[420px]',
      'max-sm:[body:has(:is([role=dialog],[role=alertdialog]))_&]:top-0',
      'top-bar:bottom-auto top-bar:left-16 top-bar:right-0 top-bar:top-0 top-bar:w-auto top-bar:p-1 md:top-bar:left-68 md:top-bar:right-auto md:top-bar:w-[420px]',
      'max-sm:top-bar:data-edge:left-0 max-sm:top-bar:data-edge:p-2 max-sm:top-bar:data-[edge=bottom]:top-auto max-sm:top-bar:data-[edge=bottom]:bottom-0',
      className,
    )}
    {...props}
  />
)

/*
 * The room kept for the Close button: on a touch screen a finger's 44 px whatever the text size, elsewhere the
 * small button's, which grows with the text. It was 3 rem for a 2.75 rem button: with the phone's text at 200 %
 * that is 96 px of a 246 px toast, and the words ran on under the button ('Attempti[ng]'). A gap, not a margin,
 * between the words and an action: the margin also stood before the Close button, which keeps its own room.
 */
const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-6 pr-8 max-sm:p-4 max-sm:pr-(--toast-close-room) pointer-coarse:pr-(--toast-close-room) top-bar:min-h-12 top-bar:py-1 top-bar:pl-3 top-bar:pr-(--toast-close-room) [--toast-close-room:max(48px,2.25rem)] pointer-coarse:[--toast-close-room:48px] shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export const Toast = ({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) => (
  <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />
)

export const ToastClose = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) => (
  <ToastPrimitive.Close
    aria-label="Close"
    className={cn(
      'absolute right-2 top-2 inline-flex items-center justify-center rounded-md p-1 opacity-70 pointer-coarse:right-0 pointer-coarse:top-0 pointer-coarse:size-[44px] top-bar:top-1/2 top-bar:-translate-y-1/2 transition-opacity hover:opacity-100 focus:opacity-100 focus:outline-hidden focus:ring-2',
      className,
    )}
    toast-close=""
    {...props}
  >
    <X className="size-4 max-h-full max-w-full" />
  </ToastPrimitive.Close>
)

export const ToastTitle = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold top-bar:mr-1.5 top-bar:inline', className)} {...props} />
)

export const ToastDescription = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm opacity-90 top-bar:inline', className)} {...props} />
)

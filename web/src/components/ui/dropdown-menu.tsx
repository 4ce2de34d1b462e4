import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * Not modal: a modal menu hid the rest of the page with aria-hidden while its focusable controls stayed
 * in the tab order (axe: aria-hidden-focus). Focus still moves into the menu, Tab or Escape leaves it.
 */
export const DropdownMenu = ({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) => <MenuPrimitive.Root modal={modal} {...props} />
export const DropdownMenuTrigger = MenuPrimitive.Trigger
export const DropdownMenuGroup = MenuPrimitive.Group

/** Arrow keys move between items, typing jumps to one, Escape closes and returns focus to the trigger */
export function DropdownMenuContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-[10rem] overflow-hidden rounded-md border bg-background p-1 text-foreground shadow-md', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}

export const DropdownMenuItem = ({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) => (
  <MenuPrimitive.Item
    className={cn(
      'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden pointer-coarse:min-h-11 data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
      variant === 'destructive' && 'text-destructive data-[highlighted]:bg-red-50',
      className,
    )}
    {...props}
  />
)

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) => (
  <MenuPrimitive.Label className={cn('px-2 py-1.5 text-sm font-semibold', className)} {...props} />
)
export const DropdownMenuSeparator = ({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) => (
  <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-muted', className)} {...props} />
)

import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

const alertVariants = cva(
  'relative w-full rounded-lg border p-4 [&>svg~*]:pl-7 [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-4 [&>svg]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-background text-foreground',
        destructive: 'border-destructive/50 text-destructive [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export const Alert = ({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) => (
  <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />
)
/** An h2: every alert stands right under its page's h1 (an h5 there skipped three levels) */
export const AlertTitle = ({ className, ...props }: ComponentProps<'h2'>) => (
  <h2 className={cn('mb-1 font-medium leading-none tracking-tight', className)} {...props} />
)
export const AlertDescription = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('text-sm [&_p]:leading-relaxed', className)} {...props} />
)

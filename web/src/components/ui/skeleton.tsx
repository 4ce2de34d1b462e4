import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** A grey placeholder while content loads; hidden from assistive technology, so label the region that holds it */
export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
)

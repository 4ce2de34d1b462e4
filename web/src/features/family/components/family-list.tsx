import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { Skeleton } from '@/components/ui/skeleton'

/** A family list's states: loading, failed (with Try again), empty, or its rows */
export function FamilyList<T>({ query, failed, empty, children }: { query: UseQueryResult<T[]>; failed: string; empty: ReactNode; children: (item: T) => ReactNode }) {
  const { data, isLoading, isError, refetch } = query
  if (isLoading) return <Skeleton className="h-16 w-full" />
  if (isError) return <LoadFailed title={failed} onRetry={() => void refetch()} />
  if (!data || data.length === 0) return <p className="rounded-lg border bg-white p-6 text-center text-sm text-slate-600">{empty}</p>
  return <ul className="divide-y rounded-lg border bg-white">{data.map(children)}</ul>
}

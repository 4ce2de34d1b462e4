import type { AuditKind } from '@contracts/audit'
import { useInfiniteQuery } from '@tanstack/react-query'
import { throwIfResNotOk, urlOf } from '@/lib/api-client'

export const AUDIT_KEY = '/api/audit'

/** One line of the trail, as GET /api/audit answers it */
export interface AuditEntry {
  id: number
  at: string
  action: string
  actorId: string | null
  /** the address used at the time (for a failed sign-in: the one tried) */
  actorEmail: string | null
  actorName: string | null
  targetType: string | null
  targetId: string | null
  targetName: string | null
  circleId: string | null
  /** the home's client as they are called now (null without a home, or once it is deleted) */
  circleName: string | null
  ip: string | null
  userAgent: string | null
  details: Record<string, unknown> | null
}

interface AuditPage {
  entries: AuditEntry[]
  /** pass as `before` for the next (older) page; null at the start of the trail */
  nextBefore: number | null
}

/** The trail, newest first, a page at a time; `kind` narrows it on the server, so each page is full */
export function useAuditTrail(kind: AuditKind) {
  return useInfiniteQuery({
    queryKey: [AUDIT_KEY, { kind }],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) => {
      const res = await fetch(urlOf([AUDIT_KEY, { kind: kind === 'all' ? undefined : kind, before: pageParam }]), { credentials: 'include' })
      await throwIfResNotOk(res)
      return (await res.json()) as AuditPage
    },
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })
}

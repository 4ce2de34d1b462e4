// The care circle a person is looking at. Staff and carers with several circles pick one in the top
// bar; the choice is remembered in this browser. Every circle-scoped call sends it as `clientId`.
import { useQuery } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

export interface CircleSummary {
  clientId: string
  firstName: string | null
  lastName: string | null
  /** the circle's IANA zone: its day starts at midnight there */
  timeZone?: string
}

const STORAGE_KEY = 'hearthwatch.circle'
const listeners = new Set<() => void>()

const readChoice = () => {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function rememberCircle(clientId: string) {
  try {
    localStorage.setItem(STORAGE_KEY, clientId)
  } catch {
    // private mode: the choice lasts until reload
  }
  listeners.forEach((l) => l())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const circleName = (c: CircleSummary | undefined) =>
  c ? [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Unnamed' : ''

/** The circles on offer and the one chosen (the remembered one while it is still on offer, else the first) */
export function useCircle() {
  const { data: circles = [], isLoading } = useQuery<CircleSummary[]>({ queryKey: ['/api/circles'] })
  const remembered = useSyncExternalStore(subscribe, readChoice)
  const current = circles.find((c) => c.clientId === remembered) ?? circles[0]
  const choose = useCallback((clientId: string) => rememberCircle(clientId), [])
  return { circles, current, clientId: current?.clientId, isLoading, choose }
}

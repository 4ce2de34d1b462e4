// A tiny store for toasts, outside React so any module can raise one. One toast at a time (SPEC.md §9):
// a new one replaces the old. Dismissed toasts stay mounted long enough for their exit animation.
import { useSyncExternalStore, type ReactNode } from 'react'

export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface ToastInput {
  title?: ReactNode
  description?: ReactNode
  action?: ReactNode
  variant?: 'default' | 'destructive'
  /** ms; the provider's 5000 when unset */
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: string
  open: boolean
  /** when it was raised (Date.now()) */
  shownAt: number
}

let toasts: ToastItem[] = []
let count = 0
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()

function set(next: ToastItem[]) {
  toasts = next
  listeners.forEach((l) => l())
}

function scheduleRemoval(id: string) {
  if (removals.has(id)) return
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id)
      set(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function dismiss(id?: string) {
  set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
  toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id))
}

export function toast(input: ToastInput) {
  const id = String(++count)
  set([{ ...input, id, open: true, shownAt: Date.now() }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismiss(id) }
}

/** Puts away the toasts still shown that were raised before `at` (Date.now()); later ones stay */
export function dismissShownBefore(at: number) {
  for (const t of toasts) if (t.open && t.shownAt < at) dismiss(t.id)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getToasts = () => toasts

export function useToast() {
  const list = useSyncExternalStore(subscribe, getToasts)
  return { toasts: list, toast, dismiss }
}

import { type ComponentType, useEffect, useRef, useState } from 'react'

/**
 * A phone's Back closes the dialog or drawer on top instead of leaving the page: a carer who opens
 * Quick Contact at 2 a.m. and swipes back expects the dashboard, not the page before it. Each open
 * dialog adds a history entry at the same address; Back pops it and the dialog closes. A dialog
 * closed any other way (Escape, Cancel, Save) takes its entry off again, so the next Back leaves the
 * page as it always did.
 */

interface Entry {
  id: string
  close: () => void
  pushed: boolean
}

const MARK = 'hearthwatchDialog'
// unique across page loads: a reloaded tab keeps the history entries (and their marks) of the last one
const LOAD = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let counter = 0
const open: Entry[] = []
/** a Back we made ourselves, to take a closed dialog's entry off: not the person's */
let ownBack = false
let listening = false

const markOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && MARK in state ? String((state as Record<string, unknown>)[MARK]) : undefined

/** the entry now current belongs to a dialog no longer open: step over it (same address, nothing to see) */
function stepOverStale() {
  const mark = markOf(history.state)
  if (mark !== undefined && !open.some((e) => e.id === mark)) {
    ownBack = true
    history.back()
  }
}

function onPopState() {
  if (ownBack) ownBack = false
  else {
    // the person went back: close every dialog above the entry they are on now
    const mark = markOf(history.state)
    while (open.length > 0 && open[open.length - 1]!.id !== mark) open.pop()!.close()
  }
  stepOverStale()
}

function register(entry: Entry) {
  if (!listening) {
    listening = true
    window.addEventListener('popstate', onPopState)
  }
  if (!open.includes(entry)) open.push(entry)
  // after every effect of the commit: a page that tidies its address as it opens a dialog
  // (?notifications=1) must tidy the entry below the dialog's, not the dialog's own
  queueMicrotask(() => {
    if (!open.includes(entry) || entry.pushed) return
    entry.pushed = true
    const state = history.state && typeof history.state === 'object' ? history.state : {}
    history.pushState({ ...state, [MARK]: entry.id }, '')
  })
}

function unregister(entry: Entry) {
  const at = open.indexOf(entry)
  if (at >= 0) open.splice(at, 1)
  // after the commit: StrictMode (and a re-render that keeps it open) registers the same entry again
  setTimeout(() => {
    if (open.includes(entry)) return
    entry.pushed = false
    if (markOf(history.state) === entry.id) {
      ownBack = true
      history.back()
    }
  }, 0)
}

/**
 * Closes the dialog or drawer on top, if one is open (true), as Back would. A toast is a layer of its
 * own above the dialog it appeared over, so Escape went to the toast first and left the dialog open:
 * the toaster hands Escape here while a dialog is open.
 */
export function closeTopDialog(): boolean {
  const top = open[open.length - 1]
  if (!top) return false
  top.close()
  return true
}

/** Close the dialog (`close`) when Back is pressed while it is open */
export function useCloseOnBack(isOpen: boolean, close: () => void) {
  const latest = useRef(close)
  useEffect(() => {
    latest.current = close
  })
  const entry = useRef<Entry | null>(null)
  useEffect(() => {
    if (!isOpen) return
    entry.current ??= { id: `${LOAD}-${++counter}`, close: () => latest.current(), pushed: false }
    const mine = entry.current
    register(mine)
    return () => unregister(mine)
  }, [isOpen])
}

interface OpenProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/** A Radix Root (Dialog, AlertDialog, a Sheet) that Back closes; controlled or not, as the Root it wraps */
export function closesOnBack<P extends OpenProps>(Root: ComponentType<P>) {
  return function RootClosedByBack(props: P) {
    const [inner, setInner] = useState(props.defaultOpen ?? false)
    const isOpen = props.open ?? inner
    const change = (next: boolean) => {
      if (props.open === undefined) setInner(next)
      props.onOpenChange?.(next)
    }
    useCloseOnBack(isOpen, () => change(false))
    return <Root {...props} open={isOpen} onOpenChange={change} />
  }
}

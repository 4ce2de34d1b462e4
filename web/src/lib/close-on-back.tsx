import { type ComponentType, useEffect, useRef, useState } from 'react'
import { type DialogEntry, dialogHistory } from './dialog-history'

/**
 * A phone's Back closes the dialog or drawer on top instead of leaving the page: a carer who opens
 * Quick Contact at 2 a.m. and swipes back expects the dashboard, not the page before it. Each open
 * dialog adds a history entry at the same address; Back pops it and the dialog closes. A dialog
 * closed any other way (Escape, Cancel, Save) takes its entry off again, so the next Back leaves the
 * page as it always did. The entries are kept in dialog-history.ts.
 */

// unique across page loads: a reloaded tab keeps the history entries (and their marks) of the last one
const LOAD = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let counter = 0
let entries: ReturnType<typeof dialogHistory> | undefined
const pageEntries = () => (entries ??= dialogHistory(window))

/**
 * Closes the dialog or drawer on top, if one is open (true), as Back would. A toast is a layer of its
 * own above the dialog it appeared over, so Escape went to the toast first and left the dialog open:
 * the toaster hands Escape here while a dialog is open.
 */
export const closeTopDialog = (): boolean => pageEntries().closeTop()

/** Close the dialog (`close`) when Back is pressed while it is open */
export function useCloseOnBack(isOpen: boolean, close: () => void) {
  const latest = useRef(close)
  useEffect(() => {
    latest.current = close
  })
  const entry = useRef<DialogEntry | null>(null)
  useEffect(() => {
    if (!isOpen) return
    entry.current ??= { id: `${LOAD}-${++counter}`, close: () => latest.current(), pushed: false }
    const mine = entry.current
    pageEntries().register(mine)
    return () => pageEntries().unregister(mine)
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

import { useLayoutEffect, useRef, useState } from 'react'
import { closeTopDialog } from '@/lib/close-on-back'
import { dismiss, useToast } from '@/lib/use-toast'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'
import { passTapThrough, placeTallToast, useToastGivesWayToFocus } from './toast-gives-way'
import { ToastLiveRegions } from './toast-live-regions'

export const TOAST_DURATION_MS = 5000

const dismissAll = () => dismiss()

/**
 * Radix's defaults give the spec's swipe right (50 px) and F8 to focus the notifications. A screen reader hears
 * a toast from the app's own live regions, which keep its words (toast-announcer.ts); Radix's announcement,
 * which takes them away after a second, goes into a fragment that is never on the page, so nothing is said twice.
 */
export function Toaster() {
  const { toasts } = useToast()
  useToastGivesWayToFocus(dismissAll)
  const [unheard] = useState(() => document.createDocumentFragment())
  const viewport = useRef<HTMLOListElement>(null)
  useLayoutEffect(() => placeTallToast(viewport.current), [toasts])
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} announcerContainer={unheard}>
      <ToastLiveRegions toasts={toasts} />
      {toasts.map(({ id, title, description, action, open, shownAt: _shownAt, ...props }) => (
        <Toast
          key={id}
          open={open}
          data-toast=""
          onOpenChange={(isOpen) => !isOpen && dismiss(id)}
          // Escape is for the dialog the toast appeared over (it stays shown); with no dialog open, it closes the toast
          onEscapeKeyDown={(event) => {
            if (closeTopDialog()) event.preventDefault()
          }}
          // in the top bar it lies over the home picker on a phone: a tap there reaches the picker (toast-gives-way.ts)
          onClick={(event) => passTapThrough(event, () => dismiss(id))}
          {...props}
        >
          {/* in the top bar, the title runs into the words: two lines fit its height; the words keep to the toast
              (a flex item grows to its longest word) and break only a word longer than a whole line */}
          <div className="grid min-w-0 gap-1 wrap-break-word top-bar:block top-bar:leading-5">
            {title && <ToastTitle>{title}</ToastTitle>}
            {/* where the title runs into the words, a line may end between them (without it the title's last word
                and the words' first were one, 'Initiated' + 'Attempting', and went under the Close button) */}
            {title && description && ' '}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} hotkey={['F8']} />
    </ToastProvider>
  )
}

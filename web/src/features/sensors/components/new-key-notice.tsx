import { KeyRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CopyButton } from './copy-button'

/**
 * The new key, shown this once, and the call a hub makes with it. It appears below the Create Key field, which on a
 * laptop is often the window's bottom edge: it takes focus and comes into view, or Create Key seemed to do nothing
 * and a second press made a second key.
 */
export function NewKeyNotice({ apiKey, exampleCall, onDone }: { apiKey: string; exampleCall: string; onDone: () => void }) {
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    notice.current?.focus({ preventScroll: true })
    notice.current?.scrollIntoView({ block: 'nearest' })
  }, [apiKey])
  return (
    <div
      ref={notice}
      role="group"
      aria-labelledby="new-key-title"
      tabIndex={-1}
      className="relative w-full rounded-lg border border-amber-300 bg-amber-50 p-4 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-ring [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-4 [&>svg]:size-4 [&>svg~*]:pl-7"
    >
      <KeyRound aria-hidden="true" />
      <AlertTitle id="new-key-title">Copy this key now</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>It is shown only once. Store it in the hub's settings; if it is lost, create a new key and revoke this one.</p>
        <div className="flex items-center gap-2">
          <code aria-label="New hub key" className="min-w-0 flex-1 break-all rounded border bg-white px-2 py-1.5 font-mono text-xs text-slate-900">
            {apiKey}
          </code>
          <CopyButton text={apiKey} label="Copy key" />
        </div>
        <ExampleCall text={exampleCall} />
        <Button type="button" size="sm" onClick={onDone}>
          I have saved the key
        </Button>
      </AlertDescription>
    </div>
  )
}

const RUN_NOTE =
  'Run it in a Linux or macOS terminal: it sends the time it is run at. The answer counts what was new ("accepted") and what was ' +
  'sent before ("duplicates": the same sensor, second and reading is stored once).'

/** A copyable call a hub makes, with a word on what it does */
export function ExampleCall({ text, title = 'Example call', note = RUN_NOTE }: { text: string; title?: string; note?: string }) {
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">{title}</p>
        <CopyButton text={text} label={`Copy ${title.toLowerCase()}`} />
      </div>
      <pre
        tabIndex={0}
        aria-label={title}
        className="max-w-full overflow-x-auto rounded border bg-code p-3 font-mono text-xs leading-relaxed text-code-foreground"
      >
        {text}
      </pre>
      <p className="text-xs text-slate-600">{note}</p>
    </div>
  )
}

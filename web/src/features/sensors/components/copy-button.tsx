import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/use-toast'

const COPIED_FOR_MS = 2000

/** Copies `text`; says 'Copied' for a moment, or asks the person to copy by hand when the browser refuses */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setCopied] = useState(false)
  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [isCopied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      toast({ title: 'Copy failed', description: 'Select the text and copy it by hand.', variant: 'destructive' })
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={label}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{isCopied ? 'Copied' : 'Copy'}</span>
    </Button>
  )
}

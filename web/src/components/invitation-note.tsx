import { useId, useState } from 'react'
import { cn } from '@/lib/utils'

/** Past this, or past three lines, a message is shortened on a phone until asked for whole */
const SHORT_CHARS = 120
const isLong = (message: string) => message.length > SHORT_CHARS || message.split('\n').length > 3

/**
 * The words the sender typed with an invitation (Pending Invitations on Family Members and User
 * Management). Whole on a wider screen; on a phone a long one shows three lines and 'Show whole
 * message', so one 500-character note does not push the list off the screen. A screen reader hears it
 * all either way: the shortening is only drawn.
 */
export function InvitationNote({ message }: { message: string }) {
  const [isWhole, setWhole] = useState(false)
  const textId = useId()
  const long = isLong(message)
  return (
    <div className="space-y-1" data-testid="invitation-note">
      <p id={textId} className={cn('whitespace-pre-wrap break-words text-sm italic text-slate-700', long && !isWhole && 'max-sm:line-clamp-3')}>
        <span className="sr-only">Message: </span>“{message}”
      </p>
      {long && (
        <button
          type="button"
          className="min-h-11 text-sm font-medium text-slate-900 underline underline-offset-2 sm:hidden"
          aria-expanded={isWhole}
          aria-controls={textId}
          onClick={() => setWhole((v) => !v)}
        >
          {isWhole ? 'Show less' : 'Show whole message'}
        </button>
      )}
    </div>
  )
}

import { TUYA_USER_ID_MESSAGE, TUYA_USER_ID_PATTERN } from '@contracts/tuya'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FormMessage, fieldMessageId } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { serverMessage } from '@/lib/api-error'
import { toast } from '@/lib/use-toast'
import { focusFromHere } from '@/lib/return-focus'
import { useLinkTuyaAccount } from '../api/link-tuya-account'

const FIELD_ID = 'tuya-user-id'

/**
 * Staff say which Tuya app account this home's sensors are paired with, so that a sync imports
 * that account's sensors and no one else's.
 */
export function TuyaAccountForm({ clientId, account }: { clientId: string; account: string | null }) {
  const link = useLinkTuyaAccount(clientId)
  const [value, setValue] = useState(account ?? '')
  const [message, setMessage] = useState<string | null>(null)
  // the field follows the linked account whenever it changes (saved trimmed here, unlinked, or changed by someone
  // else): reset while rendering, not by remounting the form (a key), which dropped focus from the button she
  // pressed to the top of the page
  const [shownAccount, setShownAccount] = useState(account)
  if (account !== shownAccount) {
    setShownAccount(account)
    setValue(account ?? '')
    setMessage(null)
  }
  // Unlink goes once pressed: focus then goes to the field it emptied, ready for another account
  const field = useRef<HTMLInputElement>(null)

  async function save(tuyaUserId: string | null) {
    setMessage(null)
    const pressed = focusFromHere()
    try {
      await link.mutateAsync(tuyaUserId)
      if (tuyaUserId === null) {
        setValue('')
        pressed.moveTo(field.current)
      }
      toast({ title: tuyaUserId ? 'Tuya Account Linked' : 'Tuya Account Unlinked', description: tuyaUserId ? `Sync now imports the sensors of Tuya account ${tuyaUserId}.` : 'Only staff can sync this home until an account is linked again.' })
    } catch (error) {
      if (!isUnauthorizedError(error)) setMessage(serverMessage(error, 'The Tuya account could not be saved. Please try again.'))
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = value.trim()
    if (!TUYA_USER_ID_PATTERN.test(trimmed)) {
      setMessage(TUYA_USER_ID_MESSAGE)
      return
    }
    void save(trimmed)
  }

  return (
    <form onSubmit={submit} className="grid gap-2 pt-2" noValidate>
      <Label htmlFor={FIELD_ID}>Tuya account (user ID)</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={FIELD_ID}
          ref={field}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="e.g. ay1578921339405Lr3au"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? fieldMessageId(FIELD_ID) : undefined}
          className="min-w-0 flex-1 basis-48"
        />
        {/* 'Save Tuya account' to a screen reader: the Time zone card below has its Save too, and a list of the
            page's buttons reads them out of their cards */}
        <Button type="submit" variant="secondary" busy={link.isPending}>
          {link.isPending ? 'Saving...' : 'Save'}
          <span className="sr-only"> Tuya account</span>
        </Button>
        {account && (
          <Button type="button" variant="ghost" busy={link.isPending} onClick={() => void save(null)}>
            Unlink
          </Button>
        )}
      </div>
      <FormMessage id={fieldMessageId(FIELD_ID)}>{message}</FormMessage>
    </form>
  )
}

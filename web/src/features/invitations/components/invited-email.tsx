import { Fragment } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * The address the invitation was sent to, which cannot be changed here. A read-only box cut it to its first letters
 * on a phone at 200 % text ('sarah.17965'), and she could not check it was hers: it is shown as words that wrap.
 * The field stays, out of sight and out of the Tab order, for the screen reader's 'Email' and the password manager.
 */
export function InvitedEmail({ email, help }: { email: string; help?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="invited-email">Email</Label>
      {/* out of sight in a box of its own: 'sr-only' on the field itself lost to the field's own width and height, so a
          390 px box sat 40 px in and the page slid sideways on a phone */}
      <div className="sr-only">
        <Input
          id="invited-email"
          type="email"
          value={email}
          readOnly
          tabIndex={-1}
          autoComplete="username"
          aria-describedby={help ? 'invited-email-help' : undefined}
        />
      </div>
      <p aria-hidden="true" className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-base wrap-break-word text-slate-900 md:text-sm">
        {/* a line may break after the @ first, then anywhere in a part too long for one */}
        {email.split(/(?<=@)/).map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </p>
      {help && (
        <p id="invited-email-help" className="text-xs text-slate-600">
          {help}
        </p>
      )}
    </div>
  )
}

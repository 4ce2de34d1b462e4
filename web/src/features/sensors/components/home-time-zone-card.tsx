import { Clock } from 'lucide-react'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { allZones, browserZone } from '@/lib/format/home-time'
import { toast } from '@/lib/use-toast'
import { focusFromHere } from '@/lib/return-focus'
import { useHomeTimeZone, useSaveHomeTimeZone } from '../api/home-time-zone'
import { describeFailure } from '../lib/api-error'
import { zoneClock } from '../lib/zone-clock'

/** The home's time zone (issue 5: taken from the browser at sign-up, editable): carers and staff change it */
export function HomeTimeZoneCard({ clientId, canChange }: { clientId: string; canChange: boolean }) {
  const current = useHomeTimeZone(clientId)
  const save = useSaveHomeTimeZone(clientId)
  // what the person picked, until saved; otherwise the stored zone
  const [picked, setChoice] = useState<string | null>(null)
  // where focus goes when the button pressed has nothing left to do (Save disabled once saved, 'Use this
  // device's' gone once used): the list itself, not the top of the page, where a screen reader lost her place
  const list = useRef<HTMLSelectElement>(null)
  const choice = picked ?? current.data?.timeZone ?? ''
  const zones = useMemo(() => {
    const list = allZones()
    return current.data && !list.includes(current.data.timeZone) ? [current.data.timeZone, ...list] : list
  }, [current.data])

  async function onSave(event: FormEvent) {
    event.preventDefault()
    const pressed = focusFromHere()
    try {
      const saved = await save.mutateAsync(choice)
      pressed.moveTo(list.current)
      setChoice(null)
      toast({ title: 'Time zone saved', description: `The home's hours are now counted in ${saved.timeZone}.` })
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: `Failed to save the time zone. ${describeFailure(error)}`, variant: 'destructive' })
    }
  }

  const mine = browserZone()
  function useMine() {
    setChoice(mine)
    list.current?.focus()
  }
  return (
    <Card role="region" aria-labelledby="home-time-zone-heading">
      <CardHeader className="p-4 pb-2">
        <h2 id="home-time-zone-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock className="size-5 text-blue-600" aria-hidden="true" />
          Home time zone
        </h2>
        <CardDescription>
          The routine, "today", the night and the times on alerts are counted in the home's own time. Correcting it keeps what has been learned of the routine at the hours it happened.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 p-4 pt-2">
        {current.isLoading ? (
          <Skeleton className="h-10 w-64" />
        ) : current.isError ? (
          <p className="text-sm text-red-700">The time zone could not be loaded.</p>
        ) : !canChange ? (
          <p className="text-sm text-slate-700">
            {current.data?.timeZone} <span className="text-slate-500">({zoneClock(current.data?.timeZone ?? 'UTC')} there now)</span>
          </p>
        ) : (
          // wraps, and the list and the buttons fit the card: a long zone's name made the row wider than a tablet's screen
          <form onSubmit={onSave} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
            <div className="grid min-w-0 max-w-full gap-2">
              <Label htmlFor="home-time-zone">Time zone</Label>
              <select
                id="home-time-zone"
                ref={list}
                className="h-11 w-full min-w-0 rounded-md border bg-background px-3 text-sm sm:h-10"
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                aria-describedby="home-time-zone-now"
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </div>
            {choice !== mine && zones.includes(mine) && (
              <Button type="button" variant="outline" className="h-auto min-h-11 max-w-full whitespace-normal break-words sm:min-h-10" onClick={useMine}>
                Use this device's ({mine})
              </Button>
            )}
            {/* 'Save time zone' to a screen reader: staff have the Tuya account's Save on this page too */}
            <Button type="submit" className="min-h-11 sm:min-h-10" busy={save.isPending} disabled={choice === current.data?.timeZone}>
              Save<span className="sr-only"> time zone</span>
            </Button>
          </form>
        )}
        {canChange && choice && (
          <p id="home-time-zone-now" className="text-xs text-slate-500">
            {zoneClock(choice)} in {choice} now.
          </p>
        )}
      </CardContent>
    </Card>
  )
}

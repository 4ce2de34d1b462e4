import { useState } from 'react'
import { Plane } from 'lucide-react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { TAP } from '@/lib/tap'
import { toast } from '@/lib/use-toast'
import type { Sensor } from '../api/get-devices'
import { useSwitchAllDevices } from '../api/switch-all-devices'
import { describeFailure } from '../lib/api-error'

const WHY =
  'Going into hospital, or away for a few days? Switch every sensor off while the home is empty: Hearthwatch then raises no alert about the quiet and learns nothing from the empty days. Switch them on again when they are back.'
const OFF_WARNING =
  'While every sensor is off, nothing in the home is watched: no alert will be raised about a fall or a quiet spell, even if someone is there.'

/**
 * A stay away: every sensor off, and on again, at once. One switch
 * at a time, a sensor left on went 'offline' for days and one left off stayed unwatched when she came home.
 * For those who manage the sensors; `sensors`: undefined while they load.
 */
export function HomeAwayCard({ clientId, sensors }: { clientId: string; sensors?: readonly Sensor[] }) {
  const switchAll = useSwitchAllDevices(clientId)
  const [asking, setAsking] = useState(false)
  if (!sensors || sensors.length === 0) return null
  const on = sensors.filter((sensor) => sensor.isActive).length
  const allOff = on === 0

  async function run(isActive: boolean) {
    try {
      const { switched } = await switchAll.mutateAsync(isActive)
      const sensorsWord = `${switched} sensor${switched === 1 ? '' : 's'}`
      toast(
        isActive
          ? { title: 'Sensors Switched On', description: `${sensorsWord} switched on: Hearthwatch is watching the home again.` }
          : { title: 'Sensors Switched Off', description: `${sensorsWord} switched off: nothing in the home is watched until they are on again.` },
      )
      setAsking(false)
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: `Failed to switch the sensors. ${describeFailure(error)}`, variant: 'destructive' })
    }
  }

  return (
    <Card role="region" aria-labelledby="home-away-heading">
      <CardHeader className="p-4 pb-2">
        <h2 id="home-away-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Plane className="size-5 text-blue-600" aria-hidden="true" />
          Away for a while
        </h2>
      </CardHeader>
      <CardContent className="space-y-3 p-4 pt-2">
        <p className="text-sm text-slate-700">{WHY}</p>
        {allOff && (
          <p data-away-state="off" className="text-sm font-medium text-amber-800">
            Every sensor is switched off: nothing in the home is watched.
          </p>
        )}
        {/* one button for both, so the element focus is on stays: two swapped at the switch dropped focus to
            the top of the page, and a screen reader lost her place */}
        <Button
          variant={allOff ? 'default' : 'outline'}
          className={TAP}
          busy={allOff && switchAll.isPending}
          onClick={() => (allOff ? void run(true) : setAsking(true))}
        >
          {!allOff ? 'Switch every sensor off' : switchAll.isPending ? 'Switching on...' : 'Switch every sensor on'}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Switch Every Sensor Off"
        description={
          <>
            Switch off all {sensors.length} sensors of this home? {OFF_WARNING}
          </>
        }
        confirmLabel="Switch Off"
        destructive
        waitFor={{ isPending: switchAll.isPending, label: 'Switching off...' }}
        onConfirm={() => run(false)}
      />
    </Card>
  )
}

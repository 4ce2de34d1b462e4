import { can } from '@contracts/access'
import { DEVICE_KIND_LABELS, watchesNothingInside } from '@contracts/devices'
import type { Role } from '@contracts/enums'
import { BookOpen, Plus } from 'lucide-react'
import { useRef, useState, type MouseEvent } from 'react'
import { SearchInput } from '@/components/search-input'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useCircles } from '@/lib/circle'
import { NOTHING_INSIDE, NOTHING_INSIDE_WATCHED } from '@/lib/no-sensors'
import { useDevices, type Sensor } from '../api/get-devices'
import { useSensorCapacity } from '../api/get-sensor-capacity'
import { useNow } from '@/lib/use-now'
import { describeFailure } from '../lib/api-error'
import { filterSensors } from '../lib/filter-sensors'
import { lacksFrontDoor } from '../lib/front-door'
import { CareNoteDialog } from './care-note-dialog'
import { DeleteSensorDialog } from './delete-sensor-dialog'
import { HomeAwayCard } from './home-away-card'
import { HomeDataCard } from './home-data-card'
import { HomeMonitoringCard } from './home-monitoring-card'
import { HomePetsCard } from './home-pets-card'
import { HomeTimeZoneCard } from './home-time-zone-card'
import { HubKeysPanel } from './hub-keys-panel'
import { PlanRoom } from './plan-room'
import type { SensorAction } from './sensor-card'
import { SensorCounters } from './sensor-counters'
import { SensorFormDialog } from './sensor-form-dialog'
import { SensorGrid } from './sensor-grid'
import { SetupGuide } from './setup-guide'
import { SyncCard } from './sync-card'
import { WhoseHome } from '@/components/whose-home'

type OpenDialog = { kind: 'form' | SensorAction; sensor: Sensor | null }

const GUIDE_ID = 'sensor-setup-guide'
const EXAMPLE_DEVICE_ID = 'MSH-XXXXXXXX'

/**
 * The Sensor Management page of SPEC.md §2, for one care circle. A home no longer watched (decision
 * 0045) is being cleared, not set up: its sensors can be noted and removed and its hub keys revoked,
 * but nothing is added, synced or urged (a new person is a new home).
 */
export function SensorManagement({ role, userId, clientId }: { role: Role; userId: string; clientId: string }) {
  const ended = !!useCircles().data?.find((c) => c.clientId === clientId)?.monitoringEndedAt
  const canManage = can(role, 'sensors.manage')
  const canAdd = canManage && !ended
  const mayDelete = can(role, 'sensors.delete') ? (['delete'] as const) : []
  const actions: SensorAction[] | null = canManage ? [...(ended ? [] : (['edit'] as const)), 'note', ...mayDelete] : null
  const devices = useDevices(clientId)
  const capacity = useSensorCapacity(clientId)
  const now = useNow()
  const [search, setSearch] = useState('')
  const [isGuideOpen, setGuideOpen] = useState(false)
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  // kept after the dialog closes: its close handler needs it to put focus back
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)
  // where focus goes when what it would go back to is gone (a deleted sensor's card)
  const heading = useRef<HTMLHeadingElement>(null)

  const all = devices.data ?? []
  const shown = filterSensors(all, search)
  const close = (open: boolean) => !open && setDialog(null)
  const openAdd = (event: MouseEvent<HTMLElement>) => {
    setReturnFocusTo(event.currentTarget)
    setDialog({ kind: 'form', sensor: null })
  }
  const onAction = (action: SensorAction, sensor: Sensor, menuButton: HTMLElement | null) => {
    setReturnFocusTo(menuButton)
    setDialog({ kind: action === 'edit' ? 'form' : action, sensor })
  }
  const dialogSensor = (kind: OpenDialog['kind']) => (dialog?.kind === kind ? dialog.sensor : null)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 md:text-3xl">
            Sensor Management
          </h1>
          <WhoseHome clientId={clientId} />
          <p className="mt-1 text-slate-600">Monitor and manage motion sensors across all locations</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!ended && (
            <Button variant="outline" aria-expanded={isGuideOpen} aria-controls={isGuideOpen ? GUIDE_ID : undefined} onClick={() => setGuideOpen((o) => !o)}>
              <BookOpen aria-hidden="true" /> Setup Guide
            </Button>
          )}
          {canAdd && (
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" /> Add Sensor
            </Button>
          )}
        </div>
      </div>

      <HomeMonitoringCard clientId={clientId} role={role} place="top" />
      {isGuideOpen && !ended && <SetupGuide id={GUIDE_ID} canManage={canManage} canChangePets={can(role, 'home.settings')} />}

      <SearchInput aria-label="Search sensors" placeholder="Search sensors by name or location..." value={search} onChange={setSearch} />

      {!ended && <SyncCard clientId={clientId} canSync={canManage} canLink={can(role, 'sensors.link_cloud')} />}
      <SensorCounters sensors={all} isLoading={devices.isLoading} />
      {canAdd && capacity.data && <PlanRoom capacity={capacity.data} canUpgrade={can(role, 'billing.manage')} />}
      {!ended && watchesNothingInside(all) && (
        <Alert variant="destructive">
          <AlertTitle>{NOTHING_INSIDE}</AlertTitle>
          <AlertDescription>{NOTHING_INSIDE_WATCHED}</AlertDescription>
        </Alert>
      )}
      {!ended && lacksFrontDoor(all) && (
        <Alert>
          <AlertTitle>No front door sensor</AlertTitle>
          <AlertDescription>
            Hearthwatch cannot tell when they go out, so a long outing looks like quiet at home and can raise an alert. Add a sensor of the type
            &lsquo;{DEVICE_KIND_LABELS.door}&rsquo; on the door they use to go out.
          </AlertDescription>
        </Alert>
      )}

      {devices.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Sensors could not be loaded</AlertTitle>
          <AlertDescription>{describeFailure(devices.error)}</AlertDescription>
        </Alert>
      ) : (
        <SensorGrid
          sensors={shown}
          isLoading={devices.isLoading}
          search={search}
          now={now}
          actions={actions}
          onAction={onAction}
          onAddFirst={canAdd ? openAdd : undefined}
        />
      )}

      {canManage && <HubKeysPanel clientId={clientId} ended={ended} exampleDeviceId={all[0]?.deviceId ?? EXAMPLE_DEVICE_ID} exampleKind={all[0]?.kind} />}
      {/* the home's settings side by side on a wide screen; min-w-0 lets each card wrap inside its column */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] [&>*]:min-w-0">
        <HomeTimeZoneCard clientId={clientId} canChange={can(role, 'home.settings')} />
        <HomePetsCard clientId={clientId} canChange={can(role, 'home.settings')} canMark={canManage} sensors={devices.data} />
      </div>
      {canManage && !ended && <HomeAwayCard clientId={clientId} sensors={devices.data} />}
      <HomeMonitoringCard clientId={clientId} role={role} place="foot" />
      <HomeDataCard clientId={clientId} viewer={{ id: userId, role }} />

      {canManage && (
        <>
          <SensorFormDialog
            clientId={clientId}
            open={dialog?.kind === 'form'}
            onOpenChange={close}
            sensor={dialogSensor('form')}
            returnFocusTo={returnFocusTo}
            canUpgrade={can(role, 'billing.manage')}
          />
          <CareNoteDialog clientId={clientId} sensor={dialogSensor('note')} onOpenChange={close} returnFocusTo={returnFocusTo} />
          <DeleteSensorDialog clientId={clientId} sensor={dialogSensor('delete')} onOpenChange={close} returnFocusTo={returnFocusTo} focusFallback={() => heading.current?.focus()} />
        </>
      )}
    </div>
  )
}

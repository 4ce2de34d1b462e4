import type { DeviceKind } from '@contracts/enums'
import type { IngestKeySummary } from '@contracts/ingest'
import { HUB_HEARTBEAT_EVERY_MINUTES, INGEST_KEY_NAME_MAX } from '@contracts/ingest'
import { format } from 'date-fns'
import { Plug } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { useCreateIngestKey } from '../api/create-ingest-key'
import { useIngestKeys } from '../api/get-ingest-keys'
import { describeFailure } from '../lib/api-error'
import { exampleHeartbeatCall, exampleIngestCall } from '../lib/example-call'
import { leftCircleWarning } from '../lib/hub-key-maker'
import { AheadLine, HeartbeatLine, LateLine, RefusalLine, StillCallingLine } from './key-status'
import { MqttInstructions } from './mqtt-instructions'
import { ExampleCall, NewKeyNotice } from './new-key-notice'
import { RevokeKeyDialog } from './revoke-key-dialog'

const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM dd, yyyy HH:mm') : 'Never')

interface HubKeysProps {
  clientId: string
  /** the home is no longer watched (decision 0045): its keys are listed to revoke, none is made */
  ended?: boolean
  exampleDeviceId: string
  exampleKind?: DeviceKind
}

/** The panel's id: the Setup Guide's last step links to it */
export const HUB_PANEL_ID = 'connect-a-hub'

/** 'Connect a hub' (issue 4 item 3): keys a hub posts events with, made, listed and revoked here */
export function HubKeysPanel({ clientId, ended = false, exampleDeviceId, exampleKind }: HubKeysProps) {
  const keys = useIngestKeys(clientId)
  const create = useCreateIngestKey(clientId)
  const [name, setName] = useState('')
  const [created, setCreated] = useState<string | null>(null)
  const [revoking, setRevoking] = useState<IngestKeySummary | null>(null)
  const keysHeading = useRef<HTMLHeadingElement>(null)
  const nameField = useRef<HTMLInputElement>(null)

  async function onCreate(event: FormEvent) {
    event.preventDefault()
    try {
      const { key } = await create.mutateAsync(name.trim() || undefined)
      setCreated(key)
      setName('')
    } catch (error) {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: `Failed to create a hub key. ${describeFailure(error)}`, variant: 'destructive' })
    }
  }

  // a key revoked since it was made is not offered to copy any more
  const shown = created && !keys.data?.some((k) => k.revokedAt && created.startsWith(k.keyPrefix)) ? created : null
  const call = (key: string) => exampleIngestCall({ origin: window.location.origin, key, deviceId: exampleDeviceId, kind: exampleKind })

  return (
    <Card id={HUB_PANEL_ID} role="region" aria-labelledby="hub-panel-heading" tabIndex={-1} className="focus:outline-hidden">
      <CardHeader className="p-4 pb-2">
        <h2 id="hub-panel-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Plug className="size-5 text-blue-600" aria-hidden="true" />
          {ended ? 'Hub keys' : 'Connect a hub'}
        </h2>
        <CardDescription>
          {ended
            ? 'Monitoring of this home has ended, so what its hubs send is refused. Revoke the key of each hub taken out of the house.'
            : 'A hub (Home Assistant, Node-RED or your own script) sends sensor events over HTTP with a key of this home. Each key can be revoked on its own. Zigbee2MQTT uses no key: see below.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-2">
        {!ended && (
          <form onSubmit={onCreate} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor="hub-key-name">Key name</Label>
              <Input ref={nameField} id="hub-key-name" value={name} maxLength={INGEST_KEY_NAME_MAX} placeholder="e.g. Living room hub" onChange={(e) => setName(e.target.value)} />
            </div>
            <Button type="submit" busy={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Key'}
            </Button>
          </form>
        )}

        {shown && (
          <NewKeyNotice
            apiKey={shown}
            exampleCall={call(shown)}
            onDone={() => {
              // the notice and its button go: focus back where the next key is made, not lost at the top of the page
              setCreated(null)
              nameField.current?.focus()
            }}
          />
        )}

        <section aria-labelledby="hub-keys-heading" className="space-y-2">
          {/* takes focus after a revoke (not Tab's): the key's Revoke button goes, and focus fell to the top of the page */}
          <h3 id="hub-keys-heading" ref={keysHeading} tabIndex={-1} className="text-sm font-medium text-slate-800 focus:outline-hidden">
            Keys
          </h3>
          {keys.isLoading ? (
            <div aria-busy="true" aria-label="Loading hub keys" className="space-y-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : keys.isError ? (
            <p role="alert" className="text-sm text-red-700">
              Hub keys could not be loaded. {describeFailure(keys.error)}
            </p>
          ) : keys.data && keys.data.length > 0 ? (
            <ul className="divide-y rounded-md border">
              {keys.data.map((k) => (
                <li key={k.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900 wrap-anywhere">
                      {k.name || 'Unnamed key'} <span className="font-mono text-xs text-slate-500">{k.keyPrefix}…</span>
                      {k.revokedAt && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Revoked</span>}
                    </p>
                    <p className="text-xs text-slate-600">
                      Created {when(k.createdAt)}
                      {k.createdBy && ` by ${k.createdBy.name}`} · Last used {when(k.lastUsedAt)}
                      {k.revokedAt && ` · Revoked ${when(k.revokedAt)}`}
                    </p>
                    {k.revokedAt && <StillCallingLine revokedAt={k.revokedAt} refusal={k.lastRefusal} />}
                    {!k.revokedAt && <HeartbeatLine heartbeat={k.heartbeat} format={when} />}
                    {!k.revokedAt && <RefusalLine refusal={k.lastRefusal} />}
                    {!k.revokedAt && <LateLine late={k.runningLate} />}
                    {!k.revokedAt && <AheadLine ahead={k.runningAhead} />}
                    {!k.revokedAt && k.createdBy && !k.createdBy.stillInCircle && (
                      <p className="mt-1 text-xs font-medium text-amber-800">{leftCircleWarning(k.createdBy.name)}</p>
                    )}
                  </div>
                  {!k.revokedAt && (
                    <Button variant="outline" size="sm" className="self-start sm:self-auto" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name || k.keyPrefix}`}>
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No hub keys yet.</p>
          )}
        </section>

        {!ended && <HowToSend clientId={clientId} call={call} shown={shown} exampleDeviceId={exampleDeviceId} exampleKind={exampleKind} />}
      </CardContent>
      <RevokeKeyDialog clientId={clientId} ingestKey={revoking} onOpenChange={(open) => !open && setRevoking(null)} focusAfterRevoke={() => keysHeading.current?.focus()} />
    </Card>
  )
}

/** How a hub sends events and heartbeats with a key, and how Zigbee2MQTT sends them without one */
function HowToSend({ clientId, call, shown, exampleDeviceId, exampleKind }: { call: (key: string) => string; shown: string | null } & HubKeysProps) {
  return (
    <>
      {!shown && <ExampleCall text={call('<your key>')} />}
      <ExampleCall
        title="Heartbeat"
        text={exampleHeartbeatCall({ origin: window.location.origin, key: shown ?? '<your key>' })}
        note={
          `A hub that also sends this at least every ${HUB_HEARTBEAT_EVERY_MINUTES} minutes (every minute is best) is watched itself: if it stops ` +
          'for more than 30 minutes, Hearthwatch raises an alert for the home, since none of its sensors can be heard. Without heartbeats, a ' +
          'hub that stopped looks like a quiet home. Use one key per hub.'
        }
      />
      <MqttInstructions clientId={clientId} deviceId={exampleDeviceId} kind={exampleKind} />
    </>
  )
}

import { DEVICE_KIND_LABELS } from '@contracts/devices'
import type { DeviceKind } from '@contracts/enums'
import type { MqttSettings } from '@contracts/ingest'
import { Skeleton } from '@/components/ui/skeleton'
import { relativeAge } from '@/lib/format/relative-time'
import { useNow } from '@/lib/use-now'
import { useHomeMqtt } from '../api/home-mqtt'
import { describeFailure } from '../lib/api-error'
import { mqttTestCommand, mqttTopic, z2mPayload } from '../lib/mqtt-example'
import { CopyButton } from './copy-button'
import { HomeMqttTopic } from './home-mqtt-topic'

const CODE = 'min-w-0 flex-1 break-all rounded border bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-900'

/**
 * Zigbee2MQTT's side of 'Connect a hub', exactly as server/modules/ingest/mqtt-message.ts reads it: no key,
 * the server's MQTT_URL, the home's base topic (its own, or the shared one), a friendly name equal to
 * the device ID, and the payload for each kind.
 */
export function MqttInstructions({ clientId, deviceId, kind }: { clientId: string; deviceId: string; kind?: DeviceKind }) {
  const settings = useHomeMqtt(clientId)
  const baseTopic = settings.data?.baseTopic ?? 'zigbee2mqtt'
  const topic = mqttTopic(baseTopic, deviceId)
  const command = mqttTestCommand({ baseTopic, deviceId, kind })

  return (
    // wrap-anywhere: the addresses, topics and IDs quoted in the text have no spaces, and must not widen a phone's page
    <section aria-labelledby="mqtt-heading" className="space-y-3 border-t pt-4 text-sm text-slate-700 wrap-anywhere">
      <h3 id="mqtt-heading" className="font-medium text-slate-800">
        Zigbee2MQTT (MQTT)
      </h3>
      {settings.isLoading ? (
        <Skeleton aria-label="Loading MQTT settings" className="h-10 w-full" />
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          Whether this server reads MQTT could not be loaded. {describeFailure(settings.error)}
        </p>
      ) : settings.data?.enabled ? (
        <>
          <p>This server reads Zigbee2MQTT's messages from its MQTT broker. MQTT needs no hub key.</p>
          <BridgeLine bridge={settings.data.bridge} baseTopic={baseTopic} />
          {settings.data.bridge?.limited && (
            <>
              <LimitedLine limited={settings.data.bridge.limited} />
              <LimitedHelp baseTopic={baseTopic} />
            </>
          )}
          <HomeMqttTopic clientId={clientId} settings={settings.data} />
        </>
      ) : (
        <p className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-900">
          MQTT is off on this server. Whoever runs Hearthwatch turns it on by setting <code className="font-mono">MQTT_URL</code> to the
          address of the broker Zigbee2MQTT uses (for example <code className="font-mono">MQTT_URL=mqtt://192.168.1.10:1883</code>) and
          restarting Hearthwatch. MQTT needs no hub key.
        </p>
      )}
      <p>
        In Zigbee2MQTT, rename each sensor so its friendly name is exactly its device ID here (for example{' '}
        <code className="font-mono">{deviceId}</code>). Its messages then arrive on:
      </p>
      <CopyableCode text={topic} name="MQTT topic" />
      <p>
        In Zigbee2MQTT's configuration.yaml, set <code className="font-mono">qos: 1</code> under <code className="font-mono">device_options</code>:
        Zigbee2MQTT otherwise sends at QoS 0, which the broker does not keep for Hearthwatch while it restarts, so what the sensors
        report meanwhile is lost. Set <code className="font-mono">last_seen: ISO_8601</code> under <code className="font-mono">advanced</code>{' '}
        too: each message then says when the sensor reported it, and what was kept during a restart is not all dated to the moment it arrived.
      </p>
      <p>What Zigbee2MQTT sends for each sensor type (battery, linkquality and last_seen are read too):</p>
      {/* not a list: the panel's list is its keys */}
      <div className="space-y-1">
        <PayloadRow kinds={['motion', 'pressure']} payload={z2mPayload('motion')} meaning="true: movement, or someone on the mat" />
        <PayloadRow kinds={['door', 'contact']} payload={z2mPayload('door')} meaning="false: open, true: closed" />
      </div>
      <p>
        The bridge's own state (<code className="font-mono">{baseTopic}/bridge/state</code>) is read too: if the bridge is offline for more than 30
        minutes, Hearthwatch raises an alert for the home, since none of its sensors can be heard.
      </p>
      <p>
        Other retained messages, and messages on other topics (such as …/set), are ignored, and so is each sensor's first message in the 30
        seconds after the bridge comes online (its remembered state, unless it carries last_seen). To try it without a sensor, publish one
        message on the broker's computer:
      </p>
      <CopyableCode text={command} name="MQTT test message" />
    </section>
  )
}

/** Whether this server hears the Zigbee2MQTT bridge now (its bridge/state): the setup's first check */
function BridgeLine({ bridge, baseTopic }: { bridge: MqttSettings['bridge']; baseTopic: string }) {
  const now = useNow()
  if (!bridge) {
    return (
      <p data-bridge="unknown">
        No Zigbee2MQTT bridge has been heard on <code className="font-mono">{baseTopic}/bridge/state</code> yet: start Zigbee2MQTT with this broker and
        base topic.
      </p>
    )
  }
  if (bridge.heard) {
    return (
      <p data-bridge="heard" className="text-green-800">
        The Zigbee2MQTT bridge is heard (last heard: {relativeAge(bridge.lastSeenAt, now).toLowerCase()}).
      </p>
    )
  }
  return (
    <p data-bridge="unheard" className="rounded border border-red-300 bg-red-50 p-2 text-red-900">
      The Zigbee2MQTT bridge is not heard{bridge.lastSeenAt ? ` (last heard: ${relativeAge(bridge.lastSeenAt, now).toLowerCase()})` : ''}: check that Zigbee2MQTT is
      running and connected to this broker. Until it is back, none of its sensors can be heard.
    </p>
  )
}

/**
 * More messages came on the home's topic than the server takes (decision 0130): what was dropped, and when,
 * for a day after the last
 */
function LimitedLine({ limited }: { limited: NonNullable<NonNullable<MqttSettings['bridge']>['limited']> }) {
  const now = useNow()
  return (
    <p data-bridge-limited className="rounded border border-amber-300 bg-amber-50 p-2 text-amber-900">
      Too many messages came from this Zigbee2MQTT (last: {relativeAge(limited.at, now).toLowerCase()}): {limited.what}. The ones past the limit are
      not stored, so some of its sensors&apos; reports may be missing: look in Zigbee2MQTT for a device reporting over and over.
    </p>
  )
}

/**
 * What to do about a topic over its limit (decision 0142): find the device that says the most, then stop what makes
 * it (a sensor set to report every second, a plug reporting its power, an automation that sets a device whose change
 * sets it off again)
 */
function LimitedHelp({ baseTopic }: { baseTopic: string }) {
  const command = `timeout 60 mosquitto_sub -v -t '${baseTopic}/+' | cut -d' ' -f1 | sort | uniq -c | sort -rn | head -5`
  return (
    <div data-limited-help className="space-y-2">
      <p>
        Troubleshoot: to see which device sends the most, count a minute of this topic's messages on the broker's computer (the first lines are the
        busiest):
      </p>
      <CopyableCode text={command} name="MQTT messages by device" />
      <p>
        A sensor or plug reporting every second: in Zigbee2MQTT open the device, and on its Reporting tab raise the minimum reporting interval (or
        set <code className="font-mono">debounce: 1</code> for it under <code className="font-mono">devices</code> in configuration.yaml). An
        automation in a loop (Home Assistant, Node-RED) that changes a device whose change starts it again: turn it off and fix its trigger. This
        note goes a day after the last message dropped.
      </p>
    </div>
  )
}

/** A line to copy, named for screen readers, with its Copy button ("Copy MQTT topic") */
function CopyableCode({ text, name }: { text: string; name: string }) {
  return (
    <div className="flex items-center gap-2">
      <code aria-label={name} className={CODE}>
        {text}
      </code>
      <CopyButton text={text} label={`Copy ${name}`} />
    </div>
  )
}

function PayloadRow({ kinds, payload, meaning }: { kinds: DeviceKind[]; payload: string; meaning: string }) {
  return (
    <p>
      {kinds.map((k) => DEVICE_KIND_LABELS[k]).join(', ')}: <code className="font-mono text-xs text-slate-900">{payload}</code> ({meaning})
    </p>
  )
}

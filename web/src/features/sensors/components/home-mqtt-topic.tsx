import type { HomeMqtt } from '@contracts/ingest'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { focusFromHere } from '@/lib/return-focus'
import { toast } from '@/lib/use-toast'
import { useSaveHomeMqtt } from '../api/home-mqtt'
import { describeFailure, fieldErrors } from '../lib/api-error'

/**
 * The home's own MQTT base topic (decision 0115): where several homes' Zigbee2MQTT share one broker,
 * each home gets its own, and only messages there count for its sensors
 */
export function HomeMqttTopic({ clientId, settings }: { clientId: string; settings: HomeMqtt }) {
  const save = useSaveHomeMqtt(clientId)
  const [typed, setTyped] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const id = useId()
  const value = typed ?? (settings.ownTopic ? settings.baseTopic : '')

  async function store(baseTopic: string | null) {
    const pressed = focusFromHere()
    setProblem(null)
    try {
      const saved = await save.mutateAsync(baseTopic)
      setTyped(null)
      pressed.moveTo(field.current)
      toast({
        title: 'MQTT topic saved',
        description: saved.ownTopic ? `Only messages on ${saved.baseTopic}/… now count for this home's sensors.` : `This home uses the shared topic ${saved.baseTopic} again.`,
      })
    } catch (error) {
      if (isUnauthorizedError(error)) return
      setProblem(fieldErrors(error).baseTopic ?? `The topic could not be saved. ${describeFailure(error)}`)
      field.current?.focus()
    }
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void store(value.trim() || null)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2 rounded border p-3">
      <Label htmlFor={`${id}-topic`}>
        This home's own MQTT topic
      </Label>
      <p id={`${id}-about`} className="text-xs text-slate-600">
        If other homes' Zigbee2MQTT use the same broker, give this home a topic of its own (for example care/smith-home) and set it as
        Zigbee2MQTT's base_topic. Only messages there then count for this home's sensors. Leave it empty to use the shared topic{' '}
        <code className="font-mono">{settings.sharedBaseTopic}</code>.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          id={`${id}-topic`}
          ref={field}
          value={value}
          placeholder={settings.sharedBaseTopic}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={problem ? `${id}-problem ${id}-about` : `${id}-about`}
          aria-invalid={problem ? true : undefined}
          className="min-w-0 font-mono sm:flex-1"
        />
        <Button type="submit" className="min-h-11 sm:min-h-10" busy={save.isPending} disabled={typed === null}>
          Save<span className="sr-only"> MQTT topic</span>
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  )
}

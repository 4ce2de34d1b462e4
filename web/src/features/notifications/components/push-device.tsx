import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { parseApiError, serverMessage } from '@/lib/api-error'
import { isUnauthorizedError } from '@/lib/auth-errors'
import { toast } from '@/lib/use-toast'
import { SETTINGS } from '../api/notification-settings'
import { deletePushSubscription, savePushSubscription, usePushKey } from '../api/push-subscriptions'
import { currentSubscription, detectPushSupport, notificationPermission, PermissionNotGranted, subscribeThisBrowser } from '../lib/browser-push'
import { pushState, type PushState } from '../lib/push-state'

const SAYS: Record<PushState, string> = {
  on: 'On: this device shows alerts as they happen, even with Hearthwatch closed.',
  off: 'Off on this device.',
  denied: "Notifications are blocked for Hearthwatch in this browser. Allow them in the browser's site settings, then come back here.",
  unsupported: 'This browser cannot receive push notifications. Use e-mail, or open Hearthwatch in a browser that supports them.',
  homeScreen:
    'On an iPhone or iPad, add Hearthwatch to the Home Screen first: tap Share, then Add to Home Screen. Open Hearthwatch from the Home Screen and turn push notifications on here.',
  insecure: 'Push notifications need a secure connection: open Hearthwatch at its https:// address.',
}

/** 'Push notifications on this device': turns web push on (permission, subscription, the server told) or off for this browser */
export function PushDevice({ serverEndpoints }: { serverEndpoints: readonly string[] }) {
  const queryClient = useQueryClient()
  const key = usePushKey()
  const publicKey = key.data?.publicKey
  const [support] = useState(detectPushSupport)
  const [permission, setPermission] = useState(notificationPermission)
  // undefined while this browser's subscription is being looked up
  const [browserEndpoint, setBrowserEndpoint] = useState<string | null | undefined>(support === 'supported' ? undefined : null)
  const [problem, setProblem] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)

  useEffect(() => {
    if (support !== 'supported' || !publicKey) return
    let isCurrent = true
    currentSubscription(publicKey).then(
      (s) => isCurrent && setBrowserEndpoint(s?.endpoint ?? null),
      () => isCurrent && setBrowserEndpoint(null),
    )
    return () => {
      isCurrent = false
    }
  }, [support, publicKey])

  const state = pushState({ support, permission, browserEndpoint: browserEndpoint ?? null, serverEndpoints })
  const isChecking = (state === 'off' || state === 'on') && (browserEndpoint === undefined || !publicKey)

  async function change(turnOn: boolean) {
    if (!publicKey) return
    setBusy(true)
    setProblem(null)
    try {
      if (turnOn) {
        const subscription = await subscribeThisBrowser(publicKey)
        await savePushSubscription(subscription)
        setBrowserEndpoint(subscription.endpoint)
      } else {
        const subscription = await currentSubscription(publicKey)
        const endpoint = subscription?.endpoint ?? browserEndpoint
        if (endpoint) await deletePushSubscription(endpoint)
        await subscription?.unsubscribe()
        setBrowserEndpoint(null)
      }
      await queryClient.invalidateQueries({ queryKey: [SETTINGS] })
      toast(
        turnOn
          ? { title: 'Push Notifications On', description: 'This device will show alerts as they happen.' }
          : { title: 'Push Notifications Off', description: 'This device will no longer show alerts.' },
      )
    } catch (err) {
      if (isUnauthorizedError(err)) return
      setPermission(notificationPermission())
      if (err instanceof PermissionNotGranted) {
        if (err.permission === 'default') setProblem('Hearthwatch was not allowed to show notifications. Press the button again and choose Allow.')
        return
      }
      const why = parseApiError(err).status ? serverMessage(err, 'the server refused it') : err instanceof Error ? err.message : String(err)
      setProblem(`Push notifications could not be turned ${turnOn ? 'on' : 'off'} for this device: ${why}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm text-slate-700">
        {isChecking ? 'Checking this device...' : SAYS[state]}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {key.isError && (
        <p role="alert" className="text-sm text-destructive">
          The push settings did not load. Close this and try again.
        </p>
      )}
      {(state === 'on' || state === 'off') && (
        <div>
          <Button type="button" variant={state === 'on' ? 'outline' : 'default'} disabled={isBusy || isChecking} onClick={() => change(state === 'off')}>
            {state === 'on' ? (isBusy ? 'Turning off...' : 'Turn off on this device') : isBusy ? 'Turning on...' : 'Turn on push notifications'}
          </Button>
        </div>
      )}
    </div>
  )
}

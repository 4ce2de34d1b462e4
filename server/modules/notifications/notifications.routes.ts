import {
  defaultNotifyLevel,
  NotificationSettings,
  NotificationSettingsUpdate,
  PushKey,
  PushSubscriptionInput,
  PushSubscriptionRemove,
} from '../../../contracts/notifications'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { personalChannel, type LiveBus } from '../../lib/live-bus'
import { requireUser } from '../auth/session.plugin'
import type { UserRow } from '../users/users.repository'
import { markAlertsIntroSeen } from './alerts-intro.repository'
import { saveSettings, settingsOf } from './notifications.repository'
import { subscriptionsOf } from './push.repository'
import { subscribeBrowser, unsubscribeBrowser } from './push-subscriptions.service'
import type { VapidKeySource } from './vapid-keys'

const signedIn = { access: { signedIn: true } } as const

/** A person's own choice of which alerts reach them by e-mail and web push, and the browsers that take web push */
export function notificationsRoutes(app: HttpApp, { db, vapid, live }: { db: Db; vapid: VapidKeySource; live: LiveBus }) {
  // her other devices and tabs read her settings again (the dashboard's 'How alerts reach you' says them)
  const changed = (user: UserRow) => live.publish({ type: 'settings.changed', circleId: personalChannel(user.id) })
  const current = async (user: UserRow): Promise<NotificationSettings> => {
    const stored = await settingsOf(db, user.id)
    // a carer's default; in a circle they joined as a client the default is none (the circle's own rule)
    const defaultLevel = defaultNotifyLevel(user.role, null)
    return {
      alertEmails: (stored?.alertEmails as NotificationSettings['alertEmails'] | null) ?? defaultLevel,
      alertPush: (stored?.alertPush as NotificationSettings['alertPush'] | null) ?? defaultLevel,
      defaultLevel,
      hasEmail: !!user.email,
      pushEndpoints: (await subscriptionsOf(db, user.id)).map((s) => s.endpoint),
      alertsIntroDue: stored?.alertsIntro === 'due',
    }
  }
  app.get('/api/notifications/settings', { config: signedIn, schema: { response: { 200: NotificationSettings } } }, async (req) => current(requireUser(req)))
  app.put(
    '/api/notifications/settings',
    { config: signedIn, schema: { body: NotificationSettingsUpdate, response: { 200: NotificationSettings } } },
    async (req) => {
      const user = requireUser(req)
      await saveSettings(db, user.id, req.body)
      await changed(user)
      return current(user)
    },
  )
  // the first-visit card, dismissed: not shown again, on this device or any other
  app.post('/api/notifications/alerts-intro-seen', { config: signedIn }, async (req, reply) => {
    const user = requireUser(req)
    await markAlertsIntroSeen(db, user.id)
    await changed(user)
    return reply.code(204).send()
  })
  app.get('/api/notifications/push-key', { config: signedIn, schema: { response: { 200: PushKey } } }, async () => ({
    publicKey: (await vapid.get()).publicKey,
  }))
  app.post('/api/notifications/push-subscriptions', { config: signedIn, schema: { body: PushSubscriptionInput } }, async (req, reply) => {
    const user = requireUser(req)
    await subscribeBrowser(db, user.id, req.body)
    await changed(user)
    return reply.code(204).send()
  })
  app.delete('/api/notifications/push-subscriptions', { config: signedIn, schema: { body: PushSubscriptionRemove } }, async (req, reply) => {
    const user = requireUser(req)
    await unsubscribeBrowser(db, user.id, req.body.endpoint)
    await changed(user)
    return reply.code(204).send()
  })
}

import { defaultNotifyLevel, NotificationSettings, NotificationSettingsUpdate } from '../../../contracts/notifications'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireUser } from '../auth/session.plugin'
import type { UserRow } from '../users/users.repository'
import { saveSettings, settingsOf } from './notifications.repository'

/** A person's own choice of which alerts reach them by e-mail and web push */
export function notificationsRoutes(app: HttpApp, { db }: { db: Db }) {
  const current = async (user: UserRow): Promise<NotificationSettings> => {
    const stored = await settingsOf(db, user.id)
    // a carer's default; in a circle they joined as a client the default is none (the circle's own rule)
    const defaultLevel = defaultNotifyLevel(user.role, null)
    return {
      alertEmails: (stored?.alertEmails as NotificationSettings['alertEmails'] | null) ?? defaultLevel,
      alertPush: (stored?.alertPush as NotificationSettings['alertPush'] | null) ?? defaultLevel,
      defaultLevel,
      hasEmail: !!user.email,
    }
  }
  app.get(
    '/api/notifications/settings',
    { config: { access: { signedIn: true } }, schema: { response: { 200: NotificationSettings } } },
    async (req) => current(requireUser(req)),
  )
  app.put(
    '/api/notifications/settings',
    { config: { access: { signedIn: true } }, schema: { body: NotificationSettingsUpdate, response: { 200: NotificationSettings } } },
    async (req) => {
      const user = requireUser(req)
      await saveSettings(db, user.id, req.body)
      return current(user)
    },
  )
}

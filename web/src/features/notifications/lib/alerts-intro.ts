import type { NotificationSettings, NotifyLevel } from '@contracts/notifications'

/** Which alerts a level sends, and when: what a carer needs to know before her first night */
const WHICH: Record<Exclude<NotifyLevel, 'none'>, string> = {
  urgent: 'urgent alerts only (no movement for too long, a possible fall, the Emergency button), day and night',
  // night-hold.ts: what can wait, raised at night, goes at 7:00 on the home's clock
  all: 'every alert, the urgent ones day and night; others raised at night wait until 7:00',
}

type Facts = Pick<NotificationSettings, 'alertEmails' | 'alertPush' | 'hasEmail' | 'pushEndpoints'>

/**
 * What the first-visit card says of how alerts about `home` reach her, from her own settings: by e-mail
 * (to which address), by push (on how many devices), which alerts and at night, or that none do
 */
export function alertsIntroLines(home: string, email: string | null, settings: Facts): string[] {
  const byEmail = settings.hasEmail && email && settings.alertEmails !== 'none' ? settings.alertEmails : null
  const devices = settings.pushEndpoints.length
  const byPush = settings.alertPush !== 'none' && devices > 0 ? settings.alertPush : null
  const lines: string[] = []
  if (!byEmail && !byPush) {
    lines.push(`No alert about ${home} reaches you while Hearthwatch is closed, emergencies included.`)
  } else if (byEmail) {
    lines.push(`Alerts for ${home} reach you by e-mail at ${email}: ${WHICH[byEmail]}.`)
  }
  if (byPush) {
    const on = devices === 1 ? 'on one device' : `on ${devices} devices`
    lines.push(`${byEmail ? 'Also by push' : `Alerts for ${home} reach you by push`} ${on}: ${WHICH[byPush]}.`)
  } else if (byEmail) {
    lines.push(settings.alertPush === 'none' ? 'Push notifications are off.' : 'No device of yours has push notifications turned on yet.')
  }
  lines.push('You can change this under Notifications in the menu.')
  return lines
}

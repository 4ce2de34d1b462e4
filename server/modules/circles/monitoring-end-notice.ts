// The family is told, once and kindly, that the watching of the home has ended (decision 0045): a son who
// opens the app once a month would otherwise wonder why no alerts come. It is news that can wait, so it
// waits for 07:00 on each person's own clock when it is night there (decisions 0032, 0038), queued with
// the alerts' news so that the dispatcher sends it, retries it and never sends it twice.
import { formatHomeDateTime } from '../../../contracts/home-time'
import type { Db } from '../../lib/db'
import { button, link, mailHtml, paragraph, smallPrint } from '../mail/mail-html'
import type { Mailer } from '../mail/mail.service'
import { morningAfterNight, nightZone } from '../notifications/night-hold'
import { circleRecipients } from '../notifications/notifications.repository'
import { endedNoticeFacts, insertEndedNotices } from './monitoring-end.repository'
import { personName } from '../users/person-name'

/**
 * Queues the e-mail for every member of the circle but the person watched and whoever ended it, with
 * an address and still active; call in the transaction that ends the watching. Answers how many.
 */
export async function queueEndedNotices(db: Db, home: { id: string; timeZone: string }, endedBy: string, at: Date) {
  const family = (await circleRecipients(db, home.id)).filter((p) => p.memberRole !== null && p.userId !== home.id && p.userId !== endedBy && p.email)
  return insertEndedNotices(
    db,
    home.id,
    family.map((p) => ({ userId: p.userId, dueAt: morningAfterNight(at, nightZone(p.browserTimeZone, home.timeZone)) ?? at })),
  )
}

export interface EndedNoticeInput {
  /** the person watched, e.g. 'Edith Lane' */
  circleName: string
  readerFirstName: string | null
  endedAt: Date
  /** the home's, as the Sensors page says when it ended */
  timeZone: string
  alertsUrl: string
  notesUrl: string
}

export function composeEndedNotice(input: EndedNoticeInput): { subject: string; text: string; html: string } {
  const { circleName } = input
  const subject = `Monitoring of ${circleName}'s home has ended`
  const greeting = `Hello${input.readerFirstName ? ` ${input.readerFirstName}` : ''},`
  const ended = `Hearthwatch has stopped watching ${circleName}'s home, at the family's word. Monitoring ended ${formatHomeDateTime(input.endedAt, input.timeZone)}, so no more alerts will come about it.`
  const kept = `${circleName}'s alert history and care notes stay for you to read in Hearthwatch:`
  const restart = 'If monitoring should go on (it was ended by mistake, or they are coming home), ask Hearthwatch support to start it again.'
  const why = `You get this one e-mail because you are in ${circleName}'s care circle on Hearthwatch.`
  const text = [greeting, '', ended, '', kept, `Alerts: ${input.alertsUrl}`, `Care notes: ${input.notesUrl}`, '', restart, '', why]
  // the same words for a phone's mail app, the alerts a button (decision 0129)
  const html = mailHtml(subject, [
    paragraph(greeting),
    paragraph(ended),
    paragraph(kept),
    button(input.alertsUrl, 'Open the alerts'),
    paragraph(link(input.notesUrl, 'Open the care notes')),
    paragraph(restart),
    smallPrint(why),
  ])
  return { subject, text: text.join('\n'), html }
}

type Outcome = { outcome: 'sent' | 'logged' | 'skipped' | 'retry'; error?: string }

/** Sends one queued notice, if the home is still ended and the person still in its circle */
export async function deliverEndedNotice(deps: { db: Db; mailer: Mailer; publicUrl: string }, item: { circleId: string; userId: string }): Promise<Outcome> {
  const facts = await endedNoticeFacts(deps.db, item.circleId, item.userId)
  const endedAt = facts?.home.endedAt
  // watched again (the restart cancels it too; this is for a restart racing the send)
  if (!facts || !endedAt) return { outcome: 'skipped', error: 'monitoring of this home started again' }
  // deactivated, or left the circle, since it was queued
  const [person] = await circleRecipients(deps.db, item.circleId, item.userId)
  if (!person || person.memberRole === null || !person.email) return { outcome: 'skipped', error: 'no longer in the circle' }
  const { home } = facts
  const circleName = personName(home, 'your loved one')
  const base = deps.publicUrl.replace(/\/$/, '')
  const message = composeEndedNotice({
    circleName,
    readerFirstName: facts.readerFirstName,
    endedAt,
    timeZone: home.timeZone,
    alertsUrl: `${base}/alerts?home=${item.circleId}`,
    notesUrl: `${base}/care-notes?home=${item.circleId}`,
  })
  const result = await deps.mailer.send({ to: person.email, ...message })
  if (result.error) return { outcome: 'retry', error: result.error }
  return { outcome: result.delivered ? 'sent' : 'logged' }
}

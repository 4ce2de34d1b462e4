// The e-mail to someone taken out of a care circle: from that moment no alert reaches them, and without a
// word they would go on thinking they would hear if something happened to her. Its HTML part has no button:
// the plain text has no link, and there is nothing left in the circle for them to open (decision 0129).
import { formatHomeDateTime } from '../../../contracts/home-time'
import { mailHtml, paragraph } from '../mail/mail-html'
import { personName } from '../users/person-name'

interface Named {
  firstName: string | null
  lastName: string | null
  email: string | null
}

export function removalMail({ reader, home, by, at }: { reader: string | null; home: Named & { timeZone: string }; by: Named; at: Date }) {
  const circleName = personName(home, 'a loved one')
  const remover = personName(by, 'Someone in the circle')
  const subject = `You are no longer in ${circleName}'s care circle`
  const paragraphs = [
    `Hello${reader ? ` ${reader}` : ''},`,
    `${remover} removed you from ${circleName}'s care circle on Hearthwatch (${formatHomeDateTime(at, home.timeZone)}).`,
    `From now on no alert about ${circleName} will reach you, by e-mail or on your phone, and you can no longer see their home in Hearthwatch.`,
    `If this was a mistake, ask ${remover} or someone else in ${circleName}'s care circle to invite you again.`,
  ]
  return { subject, text: paragraphs.join('\n\n'), html: mailHtml(subject, paragraphs.map((words) => paragraph(words))) }
}

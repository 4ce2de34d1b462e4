// Someone may register an address that is not theirs (nobody proves an address by typing it, and
// Facebook vouches for none). When its owner proves it (a reset link from her mailbox, a Google account
// that vouches for it), every way in the other person made ends (signOutEverywhere, the password or the
// provider links), and so does what they set up for her to find: the phone number Quick Contact shows
// to her family (they would call the squatter's phone) and her choice of alert e-mails and pushes (set
// to none, she would miss her mother's alerts once she joins her home). She sets both again herself.
import { eq } from 'drizzle-orm'
import { notificationSettings } from '../../db/platform-schema'
import type { Db } from '../../lib/db'
import { writePhone } from '../profile/profile.repository'

export async function forgetWhatTheyLeft(db: Db, userId: string) {
  await writePhone(db, userId, null)
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId))
}

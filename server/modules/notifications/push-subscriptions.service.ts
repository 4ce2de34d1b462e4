import type { PushSubscriptionInput } from '../../../contracts/notifications'
import type { Db } from '../../lib/db'
import { validationError } from '../../lib/validation-message'
import { deleteSubscription, saveSubscription } from './push.repository'
import { isP256PublicKey } from './web-push-crypto'

/** Keeps this browser's subscription for the person; a browser someone else subscribed before now reaches this person */
export async function subscribeBrowser(db: Db, userId: string, input: PushSubscriptionInput) {
  // the schema checks the shape; a message could not be encrypted for bytes that are not a point on the curve
  if (!isP256PublicKey(input.keys.p256dh)) throw validationError({ 'keys.p256dh': ['is not a P-256 public key'] })
  await saveSubscription(db, userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
}

/** Stops web push to this browser, if it is one of the person's (another person's stays) */
export const unsubscribeBrowser = (db: Db, userId: string, endpoint: string) => deleteSubscription(db, userId, endpoint)

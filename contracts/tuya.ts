// The Tuya cloud link as the Sensors page's sync card reads it (GET /api/tuya/status) and what a
// sync answers (POST /api/tuya/sync-devices).
import { z } from 'zod'
import { DEVICE_KINDS } from './enums'

export const TuyaStatus = z.object({
  /** this server has a Tuya cloud project (TUYA_ACCESS_ID, TUYA_ACCESS_SECRET, TUYA_ENDPOINT) */
  configured: z.boolean(),
  /** the circle's last sync or poll reached the cloud */
  connected: z.boolean(),
  /** ISO 8601; null before the circle's first sync */
  lastSyncedAt: z.string().nullable(),
  /** what went wrong the last time, in words for the card */
  error: z.string().nullable(),
  /** the Tuya app account this home's sensors come from; null until staff link one */
  tuyaUserId: z.string().nullable(),
})
export type TuyaStatus = z.infer<typeof TuyaStatus>

/** Tuya's user ids are letters and digits (e.g. "ay1578921339405Lr3au") */
/** What a carer of a home with no linked Tuya account is told: the sync route and the card say the same */
export const TUYA_NOT_LINKED = 'This home is not linked to a Tuya account yet. Ask your support team to link it.'

export const TUYA_USER_ID_PATTERN = /^[A-Za-z0-9]{6,64}$/
export const TUYA_USER_ID_MESSAGE = 'Enter the Tuya user ID: 6 to 64 letters and digits, as the Tuya IoT platform shows it.'

/** PUT /api/tuya/account: link this home to a Tuya app account, or unlink it with null */
export const TuyaAccountLink = z.object({
  tuyaUserId: z
    .string()
    .trim()
    .regex(TUYA_USER_ID_PATTERN, TUYA_USER_ID_MESSAGE)
    .nullable(),
})
export type TuyaAccountLink = z.infer<typeof TuyaAccountLink>

export const TuyaSkipped = z.object({ tuyaDeviceId: z.string(), name: z.string(), reason: z.string() })
export type TuyaSkipped = z.infer<typeof TuyaSkipped>

export const TuyaSyncResult = z.object({
  /** how many sensors this sync added to the circle */
  imported: z.number().int(),
  /** sensors added by an earlier sync, left as they are */
  alreadyImported: z.number().int(),
  devices: z.array(z.object({ id: z.string(), name: z.string(), deviceId: z.string(), kind: z.enum(DEVICE_KINDS) })),
  /** every device of the cloud account not added, and why (the plan's limit is named) */
  skipped: z.array(TuyaSkipped),
  lastSyncedAt: z.string(),
})
export type TuyaSyncResult = z.infer<typeof TuyaSyncResult>

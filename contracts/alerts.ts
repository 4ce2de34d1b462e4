import { z } from 'zod'

export const AlertParams = z.object({ id: z.uuid({ message: 'id must be an alert id' }) })

/** 'Check On Them' (dashboard) and 'Contact' (alerts page): who is responding, for the rest of the circle */
export const ALERT_RESPONSES = ['check_on', 'contact'] as const
export const AlertResponseInput = z.object({ action: z.enum(ALERT_RESPONSES, { message: 'action must be check_on or contact' }) })

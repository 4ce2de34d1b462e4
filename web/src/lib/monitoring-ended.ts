// A home whose watching staff ended: the person moved into care or died (decision 0045). Every screen
// that would otherwise call it well, or learning, or quiet, says this instead.
import { zoneFormatter } from './format/home-time'

export const MONITORING_ENDED = 'Monitoring ended'

/** '27 November 2026', on the home's clock */
export const endedOn = (endedAt: string, timeZone: string | undefined) => zoneFormatter({ day: 'numeric', month: 'long', year: 'numeric' }, timeZone).format(new Date(endedAt))

/** What the dashboard and the Sensors page say of it */
export const monitoringEndedText = (endedAt: string, timeZone: string | undefined) =>
  `Hearthwatch stopped watching this home on ${endedOn(endedAt, timeZone)}: no alerts, e-mails or pushes are sent, and sensor readings are not stored. Its alert history and care notes stay here to read.`

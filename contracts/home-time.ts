// A moment in a home, written for someone who may be elsewhere: the home's clock, with the zone's
// short name so that it is never read as the reader's own ('Wed 25 Nov, 03:10 GMT'; 'Sun 1 Nov,
// 01:30 GMT-4' and 'GMT-5' tell New York's two 01:30s apart). For e-mails and texts the server writes.

const formatters = new Map<string, Intl.DateTimeFormat>()

/** 'Wed 25 Nov, 03:10 GMT' in `timeZone`; the ISO instant for a zone the runtime does not know */
export function formatHomeDateTime(at: Date, timeZone: string): string {
  try {
    let formatter = formatters.get(timeZone)
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' })
      formatters.set(timeZone, formatter)
    }
    return formatter.format(at)
  } catch {
    return at.toISOString()
  }
}

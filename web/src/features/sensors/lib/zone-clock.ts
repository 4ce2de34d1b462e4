// 'Sat 01:02' in a zone, for the Home time zone card ('Sat 01:02 in Europe/London now'): the 24-hour
// clock every other time in the app is given on (the dashboard's 'last movement Fri 22:48', the alerts'
// 'No movement since 03:19'). The browser's own locale gave 'Sat 01:02 AM' here, beside those.

/** The day and time now in `timeZone`; '' for a zone this browser does not know */
export function zoneClock(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now)
  } catch {
    return ''
  }
}

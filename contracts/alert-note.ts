// What someone says about an alert they resolve, as plain values: no schemas, so the Alerts page's resolve
// question comes without the schema library (decision 0069). contracts/alerts.ts passes them on.

/** How long what someone says about an alert they resolve may be: a line or two, read on a lock screen */
export const RESOLUTION_NOTE_MAX = 500
export const RESOLUTION_NOTE_TOO_LONG = `note must be at most ${RESOLUTION_NOTE_MAX} characters`

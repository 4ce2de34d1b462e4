// A home with no sensors: nothing watches it, so no screen may call it well (decision 0016). The
// dashboard's status and the Alerts page's empty list say the same.
export const NOTHING_WATCHING = 'This home has no sensors yet, so nothing is watching over it and no alert will be raised about a fall or a quiet spell.'

export const NOT_STARTED = 'Monitoring Not Started'

// An engine-like 'Unusually quiet' alert for a home, as raiseAlert takes it: for tests of the alert lists
/** An open inactivity alert of the home `userId`, one per `dedupeKey` (its cause) */
export const quietAlert = (userId: string, dedupeKey: string) => ({
  userId,
  type: 'inactivity' as const,
  severity: 'high' as const,
  title: 'Unusually quiet',
  description: 'No movement for 2 h 10 min',
  dedupeKey,
})

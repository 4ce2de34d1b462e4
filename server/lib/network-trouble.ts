// Why a connection to another machine failed, as the system's codes group it: the name does not resolve, or the
// address does not answer. PostgreSQL (db-errors.ts) and the MQTT broker (mqtt-log.ts) each say what to change in
// their own setting for the same two kinds.

/** The host name could not be looked up (no such name, or no answer from the resolver) */
export const isNoSuchHost = (reason: string | undefined) => reason === 'ENOTFOUND' || reason === 'EAI_AGAIN'

/** The host was asked and nothing came back, or there is no route to it */
export const isNoAnswer = (reason: string | undefined) => reason === 'ETIMEDOUT' || reason === 'EHOSTUNREACH' || reason === 'ENETUNREACH'

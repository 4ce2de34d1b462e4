/**
 * How far another server process's clock may be ahead of this one's (instances on one database, each on
 * NTP). A time stored further ahead than this was stored before this server's clock was put back (it ran
 * ahead, and NTP or a person put it right): it cannot be real, and nothing may wait for real time to pass it.
 */
export const CLOCK_SKEW_MS = 60_000

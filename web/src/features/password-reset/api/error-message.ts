import { serverMessage } from '@/lib/api-error'

/** SPEC.md §8's text for a request that never got an answer */
export const NETWORK_ERROR = 'An error occurred. Please try again.'

/** The server's own words from an `apiRequest` error, else the network-failure text */
export const messageOf = (error: unknown) => serverMessage(error, NETWORK_ERROR)

import { asc } from 'drizzle-orm'
import { users } from '../../db/schema'

// Lists of people sort by name. Two people of the same name (two homes for "Joan Taylor", both without
// an e-mail) keep the order they were added in, then their id: the database is free to return ties in
// any order, and a list read again (a refetch, a search) would swap their rows under a support agent's click
const tieBreak = [asc(users.createdAt), asc(users.id)]

/** Surname first: the staff's lists of users, clients and homes (User Management and Client Management read it as surname-keyset.ts's keys: change both alike) */
export const bySurname = [asc(users.lastName), asc(users.firstName), asc(users.email), ...tieBreak]

/** First name first: the people of one home, as its family reads them */
export const byFirstName = [asc(users.firstName), asc(users.lastName), asc(users.email), ...tieBreak]

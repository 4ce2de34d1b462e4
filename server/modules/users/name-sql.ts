import { sql, type AnyColumn } from 'drizzle-orm'

/** 'Dana Hale' from a person's first and last name columns (of users, or an alias of it); null when both are empty */
export const nameSql = (t: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string | null>`nullif(trim(concat_ws(' ', ${t.firstName}, ${t.lastName})), '')`

/**
 * The line under the users table when the server listed only the first of those matching (it lists
 * 200 A–Z): how many there are, and that search finds the rest. Null when every match is shown.
 */
export function listedNote(listed: number, matching: number): string | null {
  if (matching <= listed) return null
  return `Showing the first ${listed} of ${matching.toLocaleString('en-GB')} users, A–Z by last name. Search by name or email to find the others.`
}

/**
 * The line under a table of people when the server listed only the first of those matching (User
 * Management's users, Client Management's homes: 200 A–Z): how many there are, and that search finds
 * the rest. Null when every match is shown.
 */
export function listedNote(listed: number, matching: number, { what, searchBy }: { what: string; searchBy: string }): string | null {
  if (matching <= listed) return null
  return `Showing the first ${listed} of ${matching.toLocaleString('en-GB')} ${what}, A–Z by last name. Search by ${searchBy} to find the others.`
}

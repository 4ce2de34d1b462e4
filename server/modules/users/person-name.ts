/** 'Dana Hale' from a person's names, else their address, else `otherwise` (what a letter or the trail calls them) */
export const personName = (p: { firstName: string | null; lastName: string | null; email?: string | null }, otherwise: string) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || otherwise

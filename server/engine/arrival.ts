// The alert 'came in, nothing since' (the rule follows in the next commit)
export const ARRIVAL_KEY = 'arrival'

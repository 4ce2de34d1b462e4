// How long an invitation's link works, apart from the invitations' schemas: the app shell's 'Invitation Saved'
// dialog says it, and the sign-in page's first load must not bring zod with it (tools/build/budget.ts)
export const INVITATION_TTL_DAYS = 7

// The data model of SPEC.md §3. A care circle is anchored on its client user: the client's id is the
// `userId` of the circle's devices, events, patterns, alerts, notes and subscription (ARCHITECTURE.md).
export * from './tables/enums'
export * from './tables/people'
export * from './tables/home'
export * from './tables/family'
export * from './tables/billing'

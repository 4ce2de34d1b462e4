// Test files that replace a module with vi.mock. The other test files share their worker's
// modules (vitest.config.ts, isolate: false), where a mock may find the real module already loaded, or stay in
// place for the next file; these run isolated. mocking-files.test.ts fails when one is missing from the list.
export const MOCKING_FILES = ['server/modules/auth/hardening.int.test.ts', 'server/modules/alerts/emergency-unread-movement.int.test.ts']

// Test files that need a process of their own: scheduler-restart.int.test.ts builds a claim made before its
// process started with the lease still running, which a worker that ran other files for over five minutes
// (the claim lease) cannot have; on a loaded runner that failed with every check of the scheduler sound.
// db.int.test.ts measures its process's memory after opening the embedded database: in a worker that ran other
// files first, what their PGlite instances left behind (not yet collected) counted too (443 MB against 400, CI 4 Dec 2026)
export const FRESH_PROCESS_FILES = [
  'server/modules/monitoring/scheduler-restart.int.test.ts',
  'server/lib/db.int.test.ts',
]

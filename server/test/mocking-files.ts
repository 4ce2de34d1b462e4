// Test files that replace a module with vi.mock. The other test files share their worker's
// modules (vitest.config.ts, isolate: false), where a mock may find the real module already loaded, or stay in
// place for the next file; these run isolated. mocking-files.test.ts fails when one is missing from the list.
export const MOCKING_FILES = ['server/modules/auth/hardening.int.test.ts']

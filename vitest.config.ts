import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { FRESH_PROCESS_FILES, MOCKING_FILES } from './server/test/mocking-files'

const INTEGRATION = { globalSetup: ['server/test/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 }

export default defineConfig({
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    // Vitest keeps a core free by default: on a 2-core runner that is one file at a time, 4 min 34 s for the
    // integration tests, which mostly wait on PostgreSQL (each file has its own database); two at a time 2 min 47 s
    maxWorkers: 2,
    // what a test stubs with vi.stubGlobal or vi.stubEnv is put back after it, whether or not it does so itself:
    // files share a process (isolate: false below)
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{contracts,server,web,tools}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', ...MOCKING_FILES, '**/node_modules/**'],
          // the engine's replays take ~0.6 s on a quiet machine and ran past 5 s on a loaded 2-core CI runner
          testTimeout: 20_000,
          // the files one worker runs share the modules they import (76 -> 43 s on this 2-core machine, 3 Dec 2026);
          // a file that mocks a module runs in 'isolated' below, and stubs are undone after each test (above)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{server,tools}/**/*.int.test.ts'],
          exclude: [...MOCKING_FILES, ...FRESH_PROCESS_FILES, '**/node_modules/**'],
          // each file still has a database of its own, but the files one worker runs share the modules they
          // import: the server's modules were imported anew for every file, 107 s of the integration tests'
          // 266 s on this 2-core machine (3 Dec 2026); shared, the same 119 files take 169 s
          isolate: false,
          ...INTEGRATION,
        },
      },
      {
        extends: true,
        // a file that replaces a module with vi.mock needs modules of its own: shared ones may already hold the real one;
        // a file that reads how long its process has run needs a process of its own
        test: { name: 'isolated', include: [...MOCKING_FILES, ...FRESH_PROCESS_FILES], ...INTEGRATION },
      },
    ],
  },
})

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/adapters/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          exclude: ['tests/**/*.pg.test.ts'],
          testTimeout: 20_000,
          // beforeAll hooks open PGlite; a cold start (no cached template yet) takes well over 10 s on a busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        // The money tests again on a real PostgreSQL server (PGlite runs one statement at a time,
        // so it cannot show a race): one embedded server for the run, a database per test file.
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['tests/**/*.pg.test.ts'],
          globalSetup: ['tests/support/postgres-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The app's own Vite config (React with the Lingui macro, .po compilation), rooted back at
        // the repository so the globs below resolve from here.
        extends: './vite.config.ts',
        root: '.',
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/e2e/support/setup.ts'],
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

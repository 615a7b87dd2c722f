import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/adapters/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});

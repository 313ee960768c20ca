import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'catalog/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/**/*.api.test.ts', 'server/faults/**', 'node_modules/**'],
          // Some files read the whole catalog; on a busy two-core machine that alone can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          // Each file builds its own app on its own fresh database.
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The fault suite: the real server process under bad input, slow clients and crashes.
          name: 'faults',
          environment: 'node',
          include: ['server/faults/**/*.faults.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // A page test types and clicks through jsdom; on a busy two-core machine a long one takes seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

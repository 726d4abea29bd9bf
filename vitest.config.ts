import { defineConfig } from 'vitest/config';

/**
 * unit: pure domain and client code (happy-dom for islands).
 * api: the Hono app in-process on PGlite loaded from a migrated template.
 * api-pg: the same API suite on a real PostgreSQL server (TEST_DATABASE_URL).
 */
const apiProject = (name: string, target: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['tests/api/helpers/global-setup.ts'],
    env: { TEST_DB_TARGET: target },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database copy, so files can share a worker's
    // loaded modules: importing the server once per worker, not once per file, saves a third.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; its main process idles, so on a 2-core machine
    // a second worker halves the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup-i18n.ts'],
          // Property-based suites run hundreds of searches; on a shared 2-core machine they pass 5 s.
          testTimeout: 30_000,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'postgres')] : []),
    ],
  },
});

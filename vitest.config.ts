import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/web/locales/**/*.test.ts',
            // The games' pure rules (no DOM).
            'src/web/features/games/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          // happy-dom 21 (Node ≥20; jsdom 30+ needs Node 22), which has <dialog>.showModal() (the filter drawer).
          environment: 'happy-dom',
          // Two files at a time on the 2-core CI machine, as the API project.
          maxWorkers: 2,
          // A form test types and waits for the rendered answer; on a loaded machine that can take longer than
          // Vitest's default 5 s without anything being wrong (the assertions still wait for the real outcome).
          testTimeout: 15_000,
          // The console check is the API tests' own file (listed here, so src/web imports nothing from src/server);
          // hooks run in reverse order, so the web setup unmounts first and warnings while unmounting still fail.
          setupFiles: ['src/server/test/fail-on-console.ts', 'src/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // Two files at a time on the 2-core CI machine (Vitest's default leaves one core idle): each file waits on
          // its own database much of the time, so the two overlap well.
          maxWorkers: 2,
          // The files share a worker's module cache: otherwise each makes the server's whole import graph again, most
          // of the project's time. Every file has its
          // own database and app (createTestApp), no file mocks a module, and the console check still runs per file.
          isolate: false,
          setupFiles: ['src/server/test/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

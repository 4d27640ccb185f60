import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on the two-core CI
    // machine, idle while each file waits on its databases, Redis and child processes. One
    // worker more than cores keeps them busy: on two cores, 2 612 tests took 391 s with three
    // workers (653 CPU-seconds), where 2 564 took 430 s with two.
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', './test/support/summary-reporter.ts'],
    // The embed player is built by Vite; its tests and the server's need it (fresh clones too).
    // Every suite's database is a copy of one migrated for the run (template-databases.ts).
    globalSetup: ['./test/support/build-player.ts', './test/support/template-databases.ts'],
    projects: [
      {
        test: {
          name: 'server',
          // One module graph per worker, not per file: each file would otherwise load the
          // whole server again and compile its schemas again (~1.2 s of CPU a file). Every
          // suite builds its own app on its own database, so no state is shared through modules.
          isolate: false,
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          // Worker threads rather than child processes: each file still gets a fresh module
          // graph and window, for less CPU (three workers on two cores: 183 s and 347 CPU-seconds
          // against 197 s and 378 with forks, the same 494 tests).
          pool: 'threads',
          environment: 'jsdom',
          setupFiles: ['./web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
})

import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { BUILD_CONSTANTS } from './scripts/build/build-constants'
import { overviewMap } from './scripts/build/overview-map-plugin'

export default defineConfig({
  plugins: [react(), overviewMap()],
  define: BUILD_CONSTANTS,
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    // Worker threads rather than child processes: the same isolation per file, and less time
    // spent starting each file's environment (figures: docs/decisions/2026-11-26-test-suite-time.md).
    pool: 'threads',
    // One worker per core. Vitest's default for a run leaves one core to itself (one worker on this
    // two-core machine), though its own part of a run is small.
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // A limit for a test that hangs, not a speed goal: component tests render the whole app in
    // jsdom, which takes seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
})

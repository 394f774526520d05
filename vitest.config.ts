import { defineConfig } from "vitest/config";

/**
 * The long runs: the 1,000-fight law runs, verify over 1,000 fights, every fast-check property
 * and fuzz suite, the SIGKILL crash runs, what-if on worker threads and on the queue, packing the packages. They
 * take as long as the machine makes them take, so they have no timeout at all: on a loaded
 * machine they are slower, never red (issue "Speed and scale": a test suite that holds under
 * load). Anything that measures time is a benchmark (`pnpm bench`), not a test.
 */
const LONG = [
  "**/*.prop.test.ts",
  "**/thousand*.test.ts",
  "packages/core/test/dnd35/randomFights.test.ts",
  "packages/core/test/laws/lawSuite.test.ts",
  "packages/replay/src/audit/verify.test.ts",
  "packages/replay/src/whatif/whatIf.test.ts",
  "packages/events/src/store/fileStoreCrash.test.ts",
  "packages/cli/test/packages.test.ts",
  // What-if on the PostgreSQL queue: a killed worker's batch waits out its expiry.
  "packages/queue-postgres/test/killedWorker.test.ts",
  "packages/cli/test/whatifQueue.test.ts",
];

/** Every test file of the repository. */
const ALL = [
  "packages/*/src/**/*.test.ts",
  "packages/*/test/**/*.test.ts",
  "examples/**/*.test.ts",
];

export default defineConfig({
  test: {
    // The CLI's words follow the locale (`--lang`'s default): every test runs in the C locale,
    // whatever the machine's, and asks for Chinese where it means to.
    env: { LANG: "C.UTF-8", LC_ALL: "", LC_MESSAGES: "" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ALL,
          exclude: ["**/node_modules/**", ...LONG],
          // A guard against a hung test, not a speed limit: every test here takes seconds at
          // most on a quiet machine, so ten minutes is out of reach of any load.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: "long",
          include: LONG,
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
    ],
  },
});

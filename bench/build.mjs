// Bundles the benchmarks with esbuild before running them: the numbers then describe the
// engine as shipped (plain JS), not tsx's on-the-fly transform, which wraps every function it
// names (`keepNames`) and so taxes closures on hot paths.
import { build } from "esbuild";
import { buildCli } from "../scripts/build.mjs";

// The start-up benchmark times the `d20` bin, which runs packages/cli/dist: build it first.
await buildCli();

await build({
  // The what-if worker thread is a module of its own, bundled beside the benchmarks.
  entryPoints: [
    { in: "bench/run.ts", out: "bench" },
    { in: "packages/replay/src/whatif/worker.ts", out: "whatifWorker" },
  ],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outdir: ".bench-tmp",
  outExtension: { ".js": ".mjs" },
  // `pg` is CommonJS and requires Node's built-ins at run time; an ES module bundle has no
  // `require` of its own, so give it one (esbuild's require shim then finds it).
  banner: {
    js: "import { createRequire as __d20CreateRequire } from 'node:module'; const require = __d20CreateRequire(import.meta.url);",
  },
  // Optional native binding that `pg` loads only when asked for: never bundled.
  // Playwright finds its own files at run time: loaded from node_modules, not bundled.
  external: ["pg-native", "playwright-core"],
  logLevel: "warning",
});

// Bundles the benchmarks with esbuild before running them: the numbers then describe the
// engine as shipped (plain JS), not tsx's on-the-fly transform, which wraps every function it
// names (`keepNames`) and so taxes closures on hot paths.
import { build } from "esbuild";

await build({
  entryPoints: ["bench/run.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: ".bench-tmp/bench.mjs",
  logLevel: "warning",
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * The worker module beside this file: TypeScript source when run by tsx or vitest, `worker.js`
 * when this file is compiled (a package's dist/, or the CLI's bundle, which puts the worker's
 * own bundle beside it under that name).
 */
export const DEFAULT_WORKER = new URL(
  import.meta.url.endsWith(".ts") ? "./worker.ts" : "./worker.js",
  import.meta.url,
);

/**
 * Starts a worker thread on module `url`. A `.ts` module is loaded through tsx's ESM loader,
 * registered inside the worker before the module is imported: Node 20 does not apply a loader
 * given as `execArgv: ["--import", "tsx"]` to a worker's entry module (tried: it fails with
 * "Unknown file extension .ts"). A `.js`/`.mjs` module (the benchmarks' bundle) starts directly.
 */
export function startWorker(url: URL, options: WorkerOptions): Worker {
  if (!url.pathname.endsWith(".ts")) return new Worker(url, options);
  const api = tsxEsmApi();
  const code =
    `import(${JSON.stringify(api)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/** The file URL of tsx's ESM register API (`tsx/esm/api`, import condition). */
function tsxEsmApi(): string {
  const require = createRequire(fileURLToPath(import.meta.url));
  const pkgPath = require.resolve("tsx/package.json");
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = pkg.exports["./esm/api"]!.import.default;
  return pathToFileURL(join(dirname(pkgPath), entry)).href;
}

// `pnpm build`: compiles the `d20` command to plain JavaScript, so that it starts without tsx
// (issue "Speed and scale": an instant command). One esbuild bundle for the command and one for
// its what-if worker thread, in packages/cli/dist/, with a stamp (build.json) naming every input
// file and their digest: bin/d20.js runs the bundle only while the stamp matches the sources.
// With --packages it also builds each library's dist/ (scripts/buildPackages.mjs).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, relative } from "node:path";
import { build } from "esbuild";
import { DIST, REPO_ROOT, sourceDigest } from "../packages/cli/bin/freshness.js";

/** The esbuild options of the command's bundles; the freshness test builds with the same. */
export const cliBuildOptions = {
  absWorkingDir: REPO_ROOT,
  entryPoints: [
    { in: "packages/cli/src/main.ts", out: "d20" },
    { in: "packages/replay/src/whatif/worker.ts", out: "worker" },
  ],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outdir: dirname(DIST.main),
  // `pg` is CommonJS and requires Node's built-ins at run time; an ES module bundle has no
  // `require` of its own, so give it one (esbuild's require shim then finds it).
  banner: {
    js: "import { createRequire as __d20CreateRequire } from 'node:module'; const require = __d20CreateRequire(import.meta.url);",
  },
  // Optional native binding that `pg` loads only when asked for: never bundled.
  external: ["pg-native"],
  metafile: true,
  logLevel: "warning",
};

/**
 * Node built-ins as the viewer's page has them: `node:crypto`'s SHA-256 in plain JavaScript (the
 * log's hash chain, shims/nodeCrypto.ts); every other built-in absent, a call to it an error that
 * names it (shims/nodeAbsent.cjs).
 */
const pageBuiltins = {
  name: "d20-page-builtins",
  setup(b) {
    b.onResolve({ filter: /^(node:)?[a-z_]+(\/[a-z_]+)?$/ }, (args) => {
      const name = args.path.replace(/^node:/, "");
      // The `buffer` package (the page's Buffer, shims/buffer.ts) is resolved as a package.
      if (!builtinModules.includes(name) || args.path === "buffer") return undefined;
      const shim = name === "crypto" ? "shims/nodeCrypto.ts" : "shims/nodeAbsent.cjs";
      return { path: `${REPO_ROOT}/packages/viewer/src/${shim}` };
    });
  },
};

/** The esbuild options of the viewer's page (`d20 view`): one script, served or inlined. */
export const viewerBuildOptions = {
  absWorkingDir: REPO_ROOT,
  entryPoints: [{ in: "packages/viewer/src/main.tsx", out: "viewer" }],
  bundle: true,
  platform: "browser",
  format: "iife",
  target: "es2022",
  minify: true,
  jsx: "automatic",
  jsxImportSource: "preact",
  loader: { ".css": "text" },
  inject: ["packages/viewer/src/shims/buffer.ts"],
  plugins: [pageBuiltins],
  outdir: dirname(DIST.main),
  metafile: true,
  logLevel: "warning",
  // The what-if worker pool's script locates itself with import.meta.url when it loads; the page
  // runs no worker, so it gets an address that is never fetched.
  define: { "import.meta.url": JSON.stringify("file:///d20-viewer/viewer.js") },
};

/** The bundle's inputs, repository-relative and sorted, from esbuild's metafile. */
export function inputsOf(metafile) {
  return Object.keys(metafile.inputs)
    .map((p) => relative(REPO_ROOT, `${REPO_ROOT}/${p}`))
    .sort();
}

/** Builds the command's bundles and writes their stamp. */
export async function buildCli() {
  // Taken before esbuild reads anything: a source saved during the build is newer than it.
  const builtAtMs = Date.now();
  rmSync(dirname(DIST.main), { recursive: true, force: true });
  mkdirSync(dirname(DIST.main), { recursive: true });
  const result = await build(cliBuildOptions);
  const page = await build(viewerBuildOptions);
  const inputs = [...new Set([...inputsOf(result.metafile), ...inputsOf(page.metafile)])].sort();
  const stamp = { digest: sourceDigest(REPO_ROOT, inputs), builtAtMs, inputs };
  writeFileSync(DIST.stamp, `${JSON.stringify(stamp, null, 1)}\n`);
  return stamp;
}

/**
 * Builds again in memory and compares with packages/cli/dist: the bundles byte for byte and the
 * stamp's digest. Returns what differs (nothing: the build matches its sources).
 */
export async function checkCli() {
  const result = await build({ ...cliBuildOptions, write: false });
  const page = await build({ ...viewerBuildOptions, write: false });
  const problems = [];
  for (const file of [...result.outputFiles, ...page.outputFiles]) {
    const name = relative(REPO_ROOT, file.path);
    let onDisk;
    try {
      onDisk = readFileSync(file.path);
    } catch {
      problems.push(`${name} is missing`);
      continue;
    }
    if (!onDisk.equals(Buffer.from(file.contents)))
      problems.push(`${name} differs from a build of the sources`);
  }
  const inputs = [...new Set([...inputsOf(result.metafile), ...inputsOf(page.metafile)])].sort();
  const digest = sourceDigest(REPO_ROOT, inputs);
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(DIST.stamp, "utf8"));
  } catch {
    stamp = undefined;
  }
  if (stamp?.digest !== digest)
    problems.push(`${relative(REPO_ROOT, DIST.stamp)} names other sources`);
  return problems;
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv.includes("--check")) {
  const problems = await checkCli();
  for (const p of problems) console.error(`build: ${p}`);
  if (problems.length > 0) {
    console.error("build: packages/cli/dist is stale: run `pnpm build`");
    process.exit(1);
  }
  console.log("build: packages/cli/dist matches its sources");
} else if (process.argv[1] === new URL(import.meta.url).pathname) {
  const stamp = await buildCli();
  console.log(
    `build: packages/cli/dist (${stamp.inputs.length} inputs, digest ${stamp.digest.slice(0, 12)})`,
  );
  if (process.argv.includes("--packages")) {
    const { buildPackages } = await import("./buildPackages.mjs");
    await buildPackages();
  }
}

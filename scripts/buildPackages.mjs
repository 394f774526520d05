// Builds each library package's dist/ (JavaScript and type declarations, one file per source
// file, by tsc), the entry points its packed package.json names (`publishConfig.exports`), so
// that a packed @d20/core installs and imports outside this workspace (issue "Speed and
// scale"). Inside the workspace every package still resolves to its TypeScript sources.
// `node scripts/buildPackages.mjs [name …]` builds the named packages (default: all).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The library packages, each after those it depends on. */
export const LIBRARIES = [
  "events",
  "core",
  "scenario",
  "replay",
  "store-postgres",
  "queue-postgres",
];

/** Builds the named packages' dist/ folders. */
export async function buildPackages(names = LIBRARIES) {
  const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
  for (const name of names) {
    if (!LIBRARIES.includes(name))
      throw new Error(`buildPackages: no library package "${name}" (${LIBRARIES.join(", ")})`);
    const dir = join(ROOT, "packages", name);
    rmSync(join(dir, "dist"), { recursive: true, force: true });
    execFileSync(process.execPath, [tsc, "-p", join(dir, "tsconfig.build.json")], {
      stdio: "inherit",
    });
    rewriteDeclarations(join(dir, "dist"));
    console.log(`build: packages/${name}/dist`);
  }
}

// tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits but leaves the declarations'
// specifiers as written; a consumer's TypeScript then looks for `x.ts`, which is not shipped.
const TS_SPECIFIER = /((?:from|import)\s*\(?\s*["'])(\.{1,2}\/[^"']*?)\.ts(["'])/g;

function rewriteDeclarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".d.ts")) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, "utf8");
    const rewritten = text.replace(TS_SPECIFIER, "$1$2.js$3");
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  await buildPackages(names.length > 0 ? names : LIBRARIES);
}

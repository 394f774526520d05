// Whether the built CLI (dist/) was built from the sources beside it. Plain JavaScript, because
// both the bin (before anything is compiled) and the build script (scripts/build.mjs) use it.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package's folder (packages/cli). */
export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
/** The repository root, two folders up from the package: the stamp's paths are relative to it. */
export const REPO_ROOT = join(PACKAGE_DIR, "../..");
/** The built command and the stamp that says what it was built from, in a package folder. */
export function distOf(packageDir) {
  return { main: join(packageDir, "dist/d20.js"), stamp: join(packageDir, "dist/build.json") };
}
/** This package's built command and stamp. */
export const DIST = distOf(PACKAGE_DIR);

/**
 * SHA-256 over every input file of the bundle (repository-relative path and bytes, in the
 * given order): the bundle is a function of exactly these, so an equal digest is an equal build.
 */
export function sourceDigest(root, inputs) {
  const hash = createHash("sha256");
  for (const path of inputs) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * `fresh` (run dist/), `installed` (a packed copy with no sources beside it: run dist/), or
 * `stale` / `unbuilt` with the reason (run the sources). Cheap when nothing changed: one stat per
 * input; the contents are hashed only when a file is newer than the build (a checkout touches
 * files without changing them).
 */
export function buildState(packageDir = PACKAGE_DIR) {
  const dist = distOf(packageDir);
  const root = join(packageDir, "../..");
  const hasSources = existsSync(join(packageDir, "src/main.ts"));
  if (!existsSync(dist.stamp) || !existsSync(dist.main)) {
    return hasSources
      ? { kind: "unbuilt", reason: "packages/cli/dist is not built" }
      : { kind: "broken", reason: "this copy of @d20/cli has neither dist/ nor its sources" };
  }
  if (!hasSources) return { kind: "installed" };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(dist.stamp, "utf8"));
  } catch {
    return { kind: "stale", reason: "packages/cli/dist/build.json is unreadable" };
  }
  let touched = false;
  for (const path of stamp.inputs) {
    let st;
    try {
      st = statSync(join(root, path));
    } catch {
      return { kind: "stale", reason: `${path}, one of its sources, is gone` };
    }
    if (st.mtimeMs > stamp.builtAtMs) touched = true;
  }
  if (touched && sourceDigest(root, stamp.inputs) !== stamp.digest) {
    return { kind: "stale", reason: "its sources changed since it was built" };
  }
  return { kind: "fresh" };
}

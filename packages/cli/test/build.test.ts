import { execFile } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { buildState, sourceDigest } from "../bin/freshness.js";
import { ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";
import { runD20 } from "./trust/runD20.ts";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function node(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr }),
    );
  });
}

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A repository-shaped temp tree holding packages/cli with one source file and a stamp of it. */
function tree(): { root: string; pkg: string; source: string } {
  const root = mkdtempSync(join(tmpdir(), "d20-build-"));
  temps.push(root);
  const pkg = join(root, "packages/cli");
  mkdirSync(join(pkg, "src"), { recursive: true });
  mkdirSync(join(pkg, "dist"));
  const source = join(pkg, "src/main.ts");
  writeFileSync(source, "export {};\n");
  writeFileSync(join(pkg, "dist/d20.js"), "");
  const inputs = ["packages/cli/src/main.ts"];
  const stamp = { digest: sourceDigest(root, inputs), builtAtMs: Date.now(), inputs };
  writeFileSync(join(pkg, "dist/build.json"), JSON.stringify(stamp));
  const past = new Date(Date.now() - 60_000);
  utimesSync(source, past, past);
  return { root, pkg, source };
}

describe(
  "the built command (issue Speed and scale: an instant command)",
  SUBPROCESS_TIMEOUT,
  () => {
    it("given the sources, when built again in memory, then packages/cli/dist equals that build byte for byte (run `pnpm build` if not)", async () => {
      const r = await node(["scripts/build.mjs", "--check"]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
    });

    it("given the fresh build, when the bin runs d20 --help, then it prints what the sources print, with no warning", async () => {
      const r = await node(["packages/cli/bin/d20.js", "--help"]);
      const inProcess = await runD20(["--help"]);
      expect(inProcess.code).toBe(0);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`${inProcess.stdout}\n`);
    });

    it("given the fresh build, when the bin runs, then it runs dist/d20.js in its own process, starting no tsx child", async () => {
      // Node's child_process, patched before the bin loads, reports any process it is asked for.
      const probe = [
        'import cp from "node:child_process";',
        'import { syncBuiltinESMExports } from "node:module";',
        "const spawnSync = cp.spawnSync;",
        'cp.spawnSync = (...a) => { process.stderr.write("spawned a child\\n"); return spawnSync(...a); };',
        "syncBuiltinESMExports();",
        `process.argv = [process.execPath, ${JSON.stringify(join(ROOT, "packages/cli/bin/d20.js"))}, "explain", "--help"];`,
        `await import(${JSON.stringify(pathToFileURL(join(ROOT, "packages/cli/bin/d20.js")).href)});`,
      ].join("\n");
      const r = await node(["--input-type=module", "-e", probe]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("usage: d20 explain [<log>] <seq>");
    });

    it("given a stamp of the sources, then the build is fresh; touched alike it stays fresh; changed it is stale", () => {
      const { pkg, source } = tree();
      expect(buildState(pkg)).toEqual({ kind: "fresh" });
      utimesSync(source, new Date(), new Date()); // a checkout: newer, same bytes
      expect(buildState(pkg)).toEqual({ kind: "fresh" });
      writeFileSync(source, "export const changed = 1;\n");
      expect(buildState(pkg)).toEqual({
        kind: "stale",
        reason: "its sources changed since it was built",
      });
    });

    it("given no dist, then unbuilt; given dist and no sources (a packed copy), then installed", () => {
      const { pkg } = tree();
      rmSync(join(pkg, "src"), { recursive: true });
      expect(buildState(pkg)).toEqual({ kind: "installed" });
      const other = tree();
      rmSync(join(other.pkg, "dist"), { recursive: true });
      expect(buildState(other.pkg)).toEqual({
        kind: "unbuilt",
        reason: "packages/cli/dist is not built",
      });
    });

    it("given a stale build, when the bin runs, then it warns on stderr and runs the sources through tsx", async () => {
      // A copy of the bin whose package folder links to the real sources and dependencies, with a
      // stamp that names the real main.ts under another digest.
      const { root, pkg } = tree();
      rmSync(join(pkg, "src"), { recursive: true });
      cpSync(join(ROOT, "packages/cli/bin"), join(pkg, "bin"), { recursive: true });
      symlinkSync(join(ROOT, "packages/cli/src"), join(pkg, "src"));
      symlinkSync(join(ROOT, "packages/cli/node_modules"), join(pkg, "node_modules"));
      const inputs = ["packages/cli/src/main.ts"];
      writeFileSync(
        join(pkg, "dist/build.json"),
        JSON.stringify({ digest: "0".repeat(64), builtAtMs: 0, inputs }),
      );
      expect(root).not.toBe(ROOT);
      const r = await node([join(pkg, "bin/d20.js"), "explain", "--help"]);
      expect(r.stderr).toBe(
        "d20: warning: its sources changed since it was built; running the TypeScript sources through tsx (slow start). Run `pnpm build` to rebuild.\n",
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("usage: d20 explain [<log>] <seq>");
    });
  },
);

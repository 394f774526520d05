import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { attackNearest, fourVsFour, fullAttackOrCharge, runFight } from "@d20/core";
import { type NewEvent, seededDice, serializeLog } from "@d20/events";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./d20.ts";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function run(file: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr }),
    );
  });
}

async function ok(file: string, args: readonly string[], cwd: string): Promise<string> {
  const r = await run(file, args, cwd);
  if (r.code !== 0) throw new Error(`${file} ${args.join(" ")} exited ${r.code}:\n${r.stderr}`);
  return r.stdout;
}

/** A third-party package of the workspace as a tarball, so npm installs it with no registry. */
async function tarOf(dep: string, from: string, dest: string): Promise<string> {
  // pnpm links each package's dependencies into its own node_modules.
  const dir = realpathSync(join(ROOT, from, "node_modules", dep));
  const out = join(dest, `${dep}.tgz`);
  const name = basename(dir);
  await ok(
    "tar",
    ["-czhf", out, "-C", dirname(dir), `--transform=s,^${name},package,`, name],
    dest,
  );
  return out;
}

const npmOffline = (cache: string) => ["--offline", "--no-audit", "--no-fund", "--cache", cache];

const temp = mkdtempSync(join(tmpdir(), "d20-pack-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const FIGHT = `
import { attackNearest, fourVsFour, fullAttackOrCharge, runFight } from "@d20/core";
import { seededDice, serializeLog } from "@d20/events";
const header = fourVsFour("packed");
const policy = (id) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest);
const run = runFight(header, policy, seededDice("packed"));
const log = serializeLog([{ seq: 0, type: "Header", v: 1, data: header }, ...run.events]);
console.log(JSON.stringify({ events: log.events.length, head: log.head }));
`;

// The declarations are real types, not `any`: the last line must be refused.
const TYPED = `
import { type FightEvent, attackNearest, fourVsFour, runFight } from "@d20/core";
import { seededDice } from "@d20/events";
const run = runFight(fourVsFour("t"), () => attackNearest, seededDice("t"));
const first: FightEvent | undefined = run.events[0];
const wrong: number = first;
`;

// In the "long" vitest project: no timeout (tsc, pnpm pack and npm install take what they take).
describe("the packages outside the workspace (issue Speed and scale: an instant command)", () => {
  it("given @d20/core and @d20/events packed with pnpm pack, when npm installs them in an empty folder offline, then a program imports them, plays the fight the workspace plays, and type-checks against their declarations", async () => {
    await ok(process.execPath, ["scripts/buildPackages.mjs", "events", "core"], ROOT);
    const packs = join(temp, "packs");
    mkdirSync(packs);
    for (const name of ["events", "core"]) {
      await ok("pnpm", ["pack", "--pack-destination", packs], join(ROOT, "packages", name));
    }
    const tarballs = [
      join(packs, "d20-core-0.1.0.tgz"),
      join(packs, "d20-events-0.1.0.tgz"),
      await tarOf("immer", "packages/core", packs),
      await tarOf("pure-rand", "packages/events", packs),
    ];
    const app = join(temp, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), '{"name":"app","private":true,"type":"module"}\n');
    await ok("npm", ["install", ...npmOffline(join(temp, "cache")), ...tarballs], app);

    writeFileSync(join(app, "fight.mjs"), FIGHT);
    const header = fourVsFour("packed");
    const policy = (id: string) => (id.startsWith("战士") ? fullAttackOrCharge : attackNearest);
    const fight = runFight(header, policy, seededDice("packed"));
    const log = serializeLog([
      { seq: 0, type: "Header", v: 1, data: header },
      ...fight.events,
    ] as NewEvent[]);
    expect(JSON.parse(await ok(process.execPath, ["fight.mjs"], app))).toEqual({
      events: log.events.length,
      head: log.head,
    });

    writeFileSync(join(app, "typed.ts"), TYPED);
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ["typed.ts"],
      }),
    );
    const tsc = await run(
      process.execPath,
      [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "."],
      app,
    );
    expect(tsc.stdout.trim().split("\n")[0]).toBe(
      "typed.ts(6,7): error TS2322: Type 'FightEvent' is not assignable to type 'number'.",
    );
    expect(tsc.stdout.match(/error TS/g)).toHaveLength(1);
  });

  it("given the built CLI packed, when npm installs it globally (offline, into a prefix), then `d20` is on that PATH and runs the build", async () => {
    // The build `pnpm test` (and setup.sh) made; build.test.ts checks it matches the sources.
    const packs = join(temp, "cli");
    mkdirSync(packs);
    await ok("pnpm", ["pack", "--pack-destination", packs], join(ROOT, "packages/cli"));
    const prefix = join(temp, "global");
    await ok(
      "npm",
      [
        "install",
        "--global",
        "--prefix",
        prefix,
        ...npmOffline(join(temp, "cache")),
        join(packs, "d20-cli-0.1.0.tgz"),
      ],
      temp,
    );
    const r = await run(
      join(prefix, "bin/d20"),
      ["replay", join(ROOT, "examples/golden/battlefield-4v4.jsonl"), "--to", "40"],
      temp,
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const last =
      readFileSync(join(ROOT, "examples/golden/battlefield-4v4.jsonl"), "utf8")
        .trimEnd()
        .split("\n").length - 1;
    expect(r.stdout).toContain(`battlefield-4v4.jsonl · seq 40 of ${last}`);
  });
});

import { execFile } from "node:child_process";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Io } from "../src/cli/io.ts";
import { runCli } from "../src/cli/runCli.ts";
import { commands } from "../src/commands/commands.ts";
import { d20, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

function captured(): { io: Io; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    stderr: new PassThrough(),
  };
  return { io, out, err };
}

describe("d20 help and flags", SUBPROCESS_TIMEOUT, () => {
  it("given d20 --help, when run as a process, then every command is listed", async () => {
    const r = await d20(["--help"]);
    expect(r.code).toBe(0);
    for (const c of commands) expect(r.stdout).toMatch(new RegExp(`^  ${c.name} `, "m"));
  });

  it("given the package's bin shim, when run, then it is the same d20 with its exit code", async () => {
    const shim = join(ROOT, "packages/cli/bin/d20.js");
    const r = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      execFile(process.execPath, [shim, "explain", "--help"], (error, stdout) =>
        resolve({ code: error === null ? 0 : (error.code as number), stdout }),
      );
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("usage: d20 explain [<log>] <seq>");
  });

  for (const c of commands) {
    it(`given d20 ${c.name} --help, then its usage and every option show`, async () => {
      const { io, out } = captured();
      expect(await runCli(commands, [c.name, "--help"], io)).toBe(0);
      const text = out.join("\n");
      expect(text).toContain(`usage: d20 ${c.name}`);
      for (const name of Object.keys(c.options)) expect(text).toContain(`--${name}`);
    });
  }

  it("given an unknown flag, when run, then one line and exit 2", async () => {
    const { io, out, err } = captured();
    expect(await runCli(commands, ["replay", "x.jsonl", "--bogus"], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toBe("d20: replay: unknown option --bogus (see d20 replay --help)");
  });

  it("given a misspelt command or flag, or a flag without its value, then the command's own words: did you mean, needs a value, takes no value — never the parser's", async () => {
    const said = async (argv: string[]) => {
      const { io, err } = captured();
      expect(await runCli(commands, argv, io)).toBe(2);
      return err[0];
    };
    expect(await said(["relpay", "x.jsonl"])).toBe(
      'd20: unknown command "relpay"; did you mean replay? (see d20 --help)',
    );
    expect(await said(["whatif", "x.jsonl", "--polcy", "tactician"])).toBe(
      "d20: whatif: unknown option --polcy; did you mean --policy? (see d20 whatif --help)",
    );
    expect(await said(["replay", "x.jsonl", "--to"])).toBe("d20: replay: --to needs a value");
    expect(await said(["whatif", "x.jsonl", "-n", "-3"])).toBe(
      'd20: whatif: --runs needs a value, and the next argument starts with "-" (for a value that does, write --runs=-…)',
    );
    expect(await said(["replay", "x.jsonl", "--help=yes"])).toBe(
      "d20: replay: --help takes no value",
    );
    for (const line of [await said(["replay", "--s", "x"]), await said(["replay", "--to", "-1"])])
      expect(line).not.toMatch(/ambiguous|after '--'|Unknown option/);
  });

  it("given an unknown command or a missing argument, then exit 2", async () => {
    const a = captured();
    expect(await runCli(commands, ["fly"], a.io)).toBe(2);
    expect(a.err[0]).toBe('d20: unknown command "fly" (see d20 --help)'); // nothing close to it
    const b = captured();
    expect(await runCli(commands, ["explain", "x.jsonl"], b.io)).toBe(2);
    expect(b.err[0]).toContain("expected <log> <seq>");
  });

  it("given a missing file, when run as a process, then one line without a stack and exit 2", async () => {
    const r = await d20(["replay", "no/such.jsonl"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("d20: no/such.jsonl: no such file\n");
  });
});

import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registry } from "@d20/core";
import { parseLog } from "@d20/events";
import { generateSigningKeys, parseTableLog, signLog } from "@d20/replay";
import { describe, expect, it } from "vitest";
import { flippedLine, writeDamagedLogs, writeForgedLog } from "./corruptLogs.ts";
import { d20, GOLDEN, ROOT, SUBPROCESS_TIMEOUT } from "./d20.ts";

const TABLE = join(ROOT, "examples/table/short-fight.table");
// Seed 000 攻击检定ATTACK ROLL, the sentences dnd35.attackRoll quotes.
const ATTACK_ROLL_QUOTE =
  "当作攻击检定时，你要投一个d20并且加上你的攻击奖励（通常其他修正也要应用在这次检定上）。如果结果大于等于对手的防御等级，那么你命中了对手，并造成伤害。";
const dir = mkdtempSync(join(tmpdir(), "d20-cli-"));
// Read off the golden log, so the tests follow it when it is regenerated.
const LINES = readFileSync(GOLDEN, "utf8").split("\n").length - 1;
// The first attack that is no critical threat: its total cites the attack roll rule.
const ATTACK = (
  parseLog(readFileSync(GOLDEN), { catalogue: registry.catalogue }).events as readonly {
    type: string;
    seq: number;
    data: { threat?: boolean };
  }[]
).find((e) => e.type === "AttackResolved" && e.data.threat !== true)!.seq;

describe.concurrent("d20 on the golden log", SUBPROCESS_TIMEOUT, () => {
  it("given the golden log, when replayed to round 2, then the order, hp and awaited input show", async () => {
    const r = await d20(["replay", GOLDEN, "--round", "2"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("round 2 · active");
    // The order, hp, state, AC (touch, flat-footed), square, conditions, and under the row what
    // each holds (seed 000 防御等级ARMOR CLASS, 拔出或者收回武器): the table keeps to 100 columns.
    expect(r.stdout).toMatch(
      /7\s+10\s+红-长矛\s+red\s+12\/12\s+ok\s+15 \(t 11, ff 14\)\s+\(9,10\)\s+–\s+–\n\s+holds: longspear\n/,
    );
    expect(Math.max(...r.stdout.split("\n").map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(r.stdout).toContain("awaiting:");
  });

  it("given a turn R:ID, when replayed with --json, then the actor is current", async () => {
    const r = await d20(["replay", GOLDEN, "--turn", "1:红-弓手", "--json"]);
    expect(r.code).toBe(0);
    const view = JSON.parse(r.stdout);
    expect(view.actor).toBe("红-弓手");
    expect(view.awaiting).toBe("a declaration from 红-弓手");
    expect(view.combatants.find((c: { current: boolean }) => c.current).id).toBe("红-弓手");
  });

  it("given the end of the golden fight, when replayed, then the winner and the dead show", async () => {
    const r = await d20(["replay", GOLDEN]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ended · winner \w+/);
    expect(r.stdout).toContain("awaiting: nothing: the fight is over");
  });

  it("given an attack's seq, when explained, then each term names its rule", async () => {
    const r = await d20(["explain", GOLDEN, `${ATTACK}`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`seq ${ATTACK} AttackResolved`);
    expect(r.stdout).toContain("dnd35.attackBonus");
  });

  it("given an attack's seq, when explained, then the rule's sentence is quoted from the seed under the rule line, and --json carries it in the citation", async () => {
    const [text, json] = await Promise.all([
      d20(["explain", GOLDEN, `${ATTACK}`]),
      d20(["explain", GOLDEN, `${ATTACK}`, "--json"]),
    ]);
    const lines = text.stdout.split("\n");
    const at = lines.indexOf(
      "  rule: dnd35.attackRoll — 000_a8a34ede289908ea.txt § 攻击检定ATTACK ROLL",
    );
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe(`    「${ATTACK_ROLL_QUOTE}」`);
    expect(JSON.parse(json.stdout).rule.citation.source).toEqual({
      kind: "seed",
      file: "000_a8a34ede289908ea.txt",
      heading: "攻击检定ATTACK ROLL",
      quote: ATTACK_ROLL_QUOTE,
    });
  });

  it("given a seq past the log, when explained, then one line and exit 2", async () => {
    const r = await d20(["explain", GOLDEN, "9999"]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("given the golden log, when audited, then no findings and exit 0", async () => {
    const r = await d20(["audit", GOLDEN]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("no findings");
  });

  it("given a re-sealed forged attack total, when audited, then exit 1 naming seq and rule", async () => {
    const forged = join(dir, "forged.jsonl");
    writeForgedLog(GOLDEN, forged, ATTACK);
    const r = await d20(["audit", forged]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      new RegExp(
        `^seq ${ATTACK}, round 1: the log says: .*rule dnd35\\.attackRoll.* \\[fact AttackResolved data\\.total: `,
        "m",
      ),
    );
    expect(r.stdout).not.toContain("「");
  });

  it("given a re-sealed forged attack total, when audited --verbose, then the rule's sentence is quoted under the finding", async () => {
    const forged = join(dir, "forged-verbose.jsonl");
    writeForgedLog(GOLDEN, forged, ATTACK);
    const r = await d20(["audit", forged, "--verbose"]);
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n");
    const at = lines.findIndex((l) => l.startsWith(`seq ${ATTACK}, round 1: the log says:`));
    expect(lines[at + 1]).toBe(`  「${ATTACK_ROLL_QUOTE}」`);
  });

  it("given a signed log, when audited with the key, then a good signature passes and a wrong one is a finding", async () => {
    const keys = generateSigningKeys();
    const { head } = parseLog(readFileSync(GOLDEN), { catalogue: registry.catalogue });
    const pem = join(dir, "public.pem");
    writeFileSync(pem, keys.publicKey);
    writeFileSync(join(dir, "good.sig"), signLog(head!, keys.privateKey));
    writeFileSync(join(dir, "bad.sig"), signLog("0".repeat(64), keys.privateKey));
    const [good, bad] = await Promise.all([
      d20(["audit", GOLDEN, "--key", pem, "--sig", join(dir, "good.sig")]),
      d20(["audit", GOLDEN, "--key", pem, "--sig", join(dir, "bad.sig")]),
    ]);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain("signature good");
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("signature: the signature does not match");
  });
});

describe.concurrent("d20 import and ls", SUBPROCESS_TIMEOUT, () => {
  it("given the table log, when imported and audited, then the misruling is the one finding", async () => {
    const out = join(dir, "table.jsonl");
    const imported = await d20(["import", TABLE, "--out", out]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("line 74 → seq 81 VitalsChanged data.vitals.state");
    const audit = await d20(["audit", out]);
    expect(audit.code).toBe(1);
    expect(audit.stdout).toMatch(
      /^seq 81, round 3: the log says: .*rule dnd35\.dying.* \[fact VitalsChanged data\.vitals\.state: /m,
    );
    const again = await d20(["import", TABLE, "--out", out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("already exists");
  });

  it("given a file store, when a table log is imported twice under one id, then ls lists it once and the second import changes nothing", async () => {
    const store = `file:${join(dir, "store")}`;
    const first = await d20(["import", TABLE, "--store", store, "--id", "short"]);
    expect(first.code).toBe(0);
    const before = readFileSync(join(dir, "store", "short.jsonl"));
    const second = await d20(["import", TABLE, "--store", store, "--id", "short"]);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain('stream "short" already exists');
    expect(readFileSync(join(dir, "store", "short.jsonl")).equals(before)).toBe(true);
    const ls = await d20(["ls"], { D20_STORE: store });
    expect(ls.code).toBe(0);
    expect(ls.stdout).toMatch(/^short\s+83\s+/m);
    const json = JSON.parse((await d20(["ls", "--store", store, "--json"])).stdout);
    expect(json).toEqual([expect.objectContaining({ stream: "short", version: 83 })]);
  });

  it("given a table log with a bad line, when imported, then exit 2 naming file and line", async () => {
    const bad = join(dir, "bad.table");
    const text = readFileSync(TABLE, "utf8").replace(
      "roll 战士-1 attack 1d20 = 8",
      "roll 战士-1 attack 1d20 = 28",
    );
    writeFileSync(bad, text);
    expect(() => parseTableLog(text, bad)).not.toThrow();
    const r = await d20(["import", bad, "--out", join(dir, "bad.jsonl")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^d20: ${bad}:\\d+: `));
  });
});

describe.concurrent("d20 on damaged logs", SUBPROCESS_TIMEOUT, () => {
  const damaged = writeDamagedLogs(GOLDEN, dir);
  // One command per case: each reads the log the same way (readLogFile), and a subprocess costs.
  // (`audit` reports a torn or flipped line as a finding, exit 1: trust/auditResults.test.ts.)
  const cases = [
    ["torn", "replay", "a torn last line", new RegExp(`torn\\.jsonl:${LINES}: .*no newline`)],
    ["reordered", "replay", "a reordered line", /reordered\.jsonl:11: seq: /],
    [
      "flipped",
      "replay",
      "a flipped byte",
      new RegExp(`flipped\\.jsonl:${flippedLine(GOLDEN)}: hash: `),
    ],
    [
      "unknown",
      "replay",
      "an unknown event type",
      /unknown\.jsonl:21: type: unknown event type "Teleported"/,
    ],
  ] as const;
  it("given a file store holding a torn stream beside a sound one, when listed, then both show, the torn one with its line, exit 2 and no file changes", async () => {
    const store = join(dir, "damaged-store");
    mkdirSync(store);
    copyFileSync(GOLDEN, join(store, "sound.jsonl"));
    copyFileSync(damaged.torn!, join(store, "torn.jsonl"));
    const before = readFileSync(join(store, "torn.jsonl"));
    const r = await d20(["ls", "--store", `file:${store}`]);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(new RegExp(`^sound\\s+${LINES}\\s+`, "m"));
    expect(r.stdout).toMatch(new RegExp(`^torn\\s+–\\s+CORRUPT: .*torn\\.jsonl:${LINES}: `, "m"));
    expect(r.stderr).toBe("d20: 1 stored fight is damaged\n");
    expect(readFileSync(join(store, "torn.jsonl")).equals(before)).toBe(true);
    expect(readdirSync(store).sort()).toEqual(["sound.jsonl", "torn.jsonl"]);
  });

  for (const [name, command, what, message] of cases) {
    it(`given ${what}, when ${command} reads it, then one line naming file:line and exit 2`, async () => {
      const before = readFileSync(damaged[name]!);
      {
        const r = await d20([command, damaged[name]!]);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr).toMatch(message);
        expect(r.stderr.trim().split("\n")).toHaveLength(1);
      }
      expect(readFileSync(damaged[name]!).equals(before)).toBe(true);
    });
  }
});

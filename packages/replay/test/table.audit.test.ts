import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatCitation, importTableLog, verify } from "../src/index.ts";

const path = fileURLToPath(new URL("../../../examples/table/short-fight.table", import.meta.url));
const file = "examples/table/short-fight.table";
const text = readFileSync(path, "utf8");
const MISRULING = "claim state 地精-2 dead";

describe("the hand-written table log examples/table/short-fight.table", () => {
  it("imports with table dice and the table's claims, and audit finds exactly its misruling", () => {
    const imported = importTableLog(text, { file });
    const dice = imported.log.filter((e) => e.type === "DiceRolled");
    expect(dice.length).toBeGreaterThan(10);
    expect(dice.every((e) => (e.data as { origin: string }).origin === "table")).toBe(true);
    const rounds = imported.log.filter((e) => e.type === "RoundStarted");
    expect(rounds).toHaveLength(3);
    expect(imported.log.at(-1)?.type).toBe("FightEnded");

    const report = verify(imported.text, { file });
    expect(report.findings).toHaveLength(1);
    const [finding] = report.findings;
    const misruled = imported.log.find(
      (e) => e.type === "VitalsChanged" && (e.data as { target: string }).target === "地精-2",
    );
    expect(finding).toMatchObject({
      kind: "fact",
      seq: imported.overruled[0]!.seq,
      type: "VitalsChanged",
      path: "data.vitals.state",
      expected: "dying",
      recorded: "dead",
      rule: { rule: "dnd35.dying" },
    });
    // The last VitalsChanged of 地精-2 (its first is the GM's pit): the one the claim names.
    const fact = finding?.kind === "fact" ? finding : undefined;
    expect(fact?.seq).toBeGreaterThan(misruled!.seq);
    const citation = fact?.rule?.citation;
    expect(citation && formatCitation(citation)).toMatch(/濒死DYING/u);
    expect(report.gmDecisions.map((d) => d.kind)).toEqual(["BeginCombat", "ApplyDamage"]);
  });

  it("reports the claim the importer put in the log where the table and the rules disagree", () => {
    const { overruled, log } = importTableLog(text, { file });
    const line = text.split("\n").findIndex((l) => l.startsWith(MISRULING)) + 1;
    expect(overruled).toEqual([
      {
        line,
        seq: log.length - 2,
        type: "VitalsChanged",
        path: "data.vitals.state",
        rules: "dying",
        table: "dead",
      },
    ]);
  });

  it("gives no finding once the misruling is corrected (or the claim left out)", () => {
    for (const fixed of [
      text.replace(MISRULING, "claim state 地精-2 dying"),
      text.replace(MISRULING, ""),
    ]) {
      const imported = importTableLog(fixed, { file });
      expect(imported.overruled).toEqual([]);
      expect(verify(imported.text, { file }).findings).toEqual([]);
    }
  });

  it("an hp claim sets the hit points the table wrote down", () => {
    const wrong = text.replace("claim damage 4", "claim damage 4\nclaim hp 战士-1 7");
    const findings = verify(importTableLog(wrong, { file }).text, { file }).findings;
    expect(findings).toHaveLength(2);
    expect(findings[0]).toMatchObject({
      kind: "fact",
      type: "VitalsChanged",
      path: "data.vitals.hp",
      expected: 8,
      recorded: 7,
    });
  });

  it("a wrong damage claim (Str added twice) is two findings: the damage and the hp it left", () => {
    const wrong = text.replace("claim damage 6", "claim damage 9");
    const imported = importTableLog(wrong, { file });
    const findings = verify(imported.text, { file }).findings;
    // The misruling at the end of the fight is still there, after these two.
    expect(findings).toHaveLength(3);
    const [damage, hp] = findings;
    expect(damage).toMatchObject({
      kind: "fact",
      type: "DamageDealt",
      path: "data.amount",
      expected: 6,
      recorded: 9,
      rule: { rule: "dnd35.damage" },
    });
    expect(hp).toMatchObject({
      kind: "fact",
      type: "VitalsChanged",
      path: "data.vitals.hp",
      expected: -1,
      recorded: -4,
    });
    const seqOf = (f: (typeof findings)[number] | undefined) => (f?.kind === "fact" ? f.seq : -1);
    expect(seqOf(hp) - seqOf(damage)).toBe(1);
  });

  it("is the full example FORMAT.md shows", () => {
    const formatPath = new URL("../src/table/FORMAT.md", import.meta.url);
    const doc = readFileSync(fileURLToPath(formatPath), "utf8");
    const block = /```\n(ruleset[\s\S]*?)```/u.exec(doc)?.[1];
    expect(block).toBe(text.slice(text.indexOf("ruleset")));
  });
});

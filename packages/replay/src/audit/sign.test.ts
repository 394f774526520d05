import { type DiceRolledData, serializeLog, type UnsealedEvent } from "@d20/events";
import { describe, expect, it } from "vitest";
import { lawFight } from "../testing/dnd35/fights.ts";
import { checkSignature, generateSigningKeys, signLog } from "./sign.ts";
import { verify } from "./verify.ts";

const keys = generateSigningKeys();
const fight = lawFight(10);
const original = serializeLog(fight.log);
const signature = signLog(original.head, keys.privateKey);

// A forgery the rules cannot see: the GM's reason for beginning the fight, rewritten and
// re-sealed. Every fact still follows from the declarations and dice.
const forged = serializeLog(
  fight.log.map(
    (e): UnsealedEvent =>
      e.seq === 1
        ? { ...e, data: { by: "gm", decl: { kind: "BeginCombat", reason: "ambush!" } } }
        : e,
  ),
);

describe("signatures", () => {
  it("the original passes with its key", () => {
    const report = verify(original.text, { signature: { publicKey: keys.publicKey, signature } });
    expect(report.findings).toEqual([]);
    expect(report.head).toBe(original.head);
  });

  it("a re-sealed forgery passes without the key and is caught with it", () => {
    expect(verify(forged.text).findings).toEqual([]);
    expect(verify(forged.text).gmDecisions[0]?.reason).toBe("ambush!");
    const report = verify(forged.text, { signature: { publicKey: keys.publicKey, signature } });
    expect(report.findings).toEqual([
      expect.objectContaining({ kind: "signature", head: forged.head }),
    ]);
  });

  it("a re-sealed forged die is caught by the seed, and by the signature", () => {
    const at = fight.log.findIndex((e) => e.type === "DiceRolled");
    const log = fight.log.map((e, i) => {
      if (i !== at) return e;
      const d = e.data as DiceRolledData;
      const face = (d.faces[0]! % 20) + 1;
      return { ...e, data: { ...d, faces: [face], total: face } };
    });
    const text = serializeLog(log).text;
    const kinds = verify(text, {
      signature: { publicKey: keys.publicKey, signature },
    }).findings.map((f) => f.kind);
    expect(kinds).toContain("die");
    expect(kinds[kinds.length - 1]).toBe("signature");
  });

  it("another key's signature, or a garbled one, does not check", () => {
    const other = generateSigningKeys();
    expect(checkSignature(original.head, { publicKey: other.publicKey, signature })).toBe(false);
    expect(checkSignature(original.head, { publicKey: keys.publicKey, signature: "garbage" })).toBe(
      false,
    );
    expect(checkSignature(original.head, { publicKey: keys.publicKey, signature })).toBe(true);
  });
});

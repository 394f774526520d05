import { createHash } from "node:crypto";
import { rulesetOf } from "../engine/rulesets.ts";
import type { CombatState } from "../engine/state.ts";
import type { CombatantDeclaration } from "../log/declarations.ts";
import type { Square } from "../model/ids.ts";
import type { Policy } from "../policies/policy.ts";

/**
 * A policy that picks at random among legal declarations, for the law suite: it moves, takes
 * 5-foot steps, withdraws, delays, readies, casts (also on the defensive), shoots and throws in
 * melee, stands up and drops prone, and answers windows at random. "Random" is a hash of the
 * seed and the state's next seq, so a fight replays exactly.
 */
export function randomPolicy(seed: string): Policy {
  return (state, actor) => {
    const pick = (n: number, salt: string) => {
      const h = createHash("sha256").update(`${seed}|${state.nextSeq}|${salt}`).digest();
      return h.readUInt32BE(0) % n;
    };
    const a = state.awaiting;
    if (a.kind === "declaration" && a.window !== undefined) {
      const take: CombatantDeclaration = { kind: "Respond", take: true };
      const can = rulesetOf(state).checkDeclaration(state, actor, take) === undefined;
      return can && pick(4, "respond") !== 0 ? take : { kind: "Respond", take: false };
    }
    const legal = candidates(state, actor).filter(
      (d) => rulesetOf(state).checkDeclaration(state, actor, d) === undefined,
    );
    // Ending the turn is always legal, but only picked when nothing else is (or one time in 8).
    if (legal.length === 0 || pick(8, "end") === 0) return { kind: "EndTurn" };
    return legal[pick(legal.length, "decl")]!;
  };
}

function candidates(state: CombatState, actor: string): CombatantDeclaration[] {
  const me = state.combatants[actor]!;
  const foes = state.roster.filter(
    (id) =>
      state.combatants[id]!.spec.side !== me.spec.side &&
      state.combatants[id]!.vitals.state !== "dead",
  );
  const others = state.roster.filter((id) => id !== actor);
  const out: CombatantDeclaration[] = [];
  const near = neighbours(me.position);
  for (const foe of foes) {
    out.push({ kind: "Attack", target: foe });
    out.push({ kind: "Attack", target: foe, weapon: "javelin" });
    out.push({ kind: "FullAttack", target: foe });
    for (const s of me.spec.spells ?? []) {
      out.push({ kind: "Cast", spell: s.id, target: foe });
      out.push({ kind: "Cast", spell: s.id, target: foe, defensively: true });
    }
  }
  for (const sq of near) {
    out.push({ kind: "FiveFootStep", to: sq });
    out.push({ kind: "Crawl", to: sq });
    out.push({ kind: "Move", path: [sq] });
    const further = { x: sq.x + (sq.x - me.position.x), y: sq.y + (sq.y - me.position.y) };
    out.push({ kind: "Move", path: [sq, further] });
    out.push({ kind: "Withdraw", path: [sq, further] });
  }
  for (const id of others) out.push({ kind: "Delay", after: id });
  out.push({ kind: "Delay", count: 1 });
  out.push({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "movesIntoReach" } });
  out.push({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "attacks" } });
  out.push({ kind: "Ready", action: { kind: "Attack" }, trigger: { on: "casts" } });
  for (const s of me.spec.spells ?? [])
    out.push({
      kind: "Ready",
      action: { kind: "Cast", spell: s.id, counter: true },
      trigger: { on: "casts" },
    });
  out.push({ kind: "Activity", activity: "StandUp" });
  out.push({ kind: "Activity", activity: "DropProne" });
  out.push({ kind: "TotalDefense" });
  return out;
}

function neighbours(at: Square): Square[] {
  const out: Square[] = [];
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++)
      if (dx !== 0 || dy !== 0) out.push({ x: at.x + dx, y: at.y + dy });
  return out;
}

import {
  type CombatantDeclaration,
  type CombatantId,
  type CombatState,
  rulesetOf,
  type Square,
} from "@d20/core";
import { describeDeclaration } from "../narrate/describeInput.ts";
import { formatSquare } from "../narrate/terms.ts";
import { turnCandidates, windowCandidates } from "./interruptChoices.ts";
import { lineTo, neighbours, pathTo } from "./paths.ts";

/** One numbered entry of the menu: what it says and the declaration it makes. */
export interface Choice {
  readonly label: string;
  readonly decl: CombatantDeclaration;
}

/** The kinds of declaration that go to a square the person names (`move 4,5`). */
export const SQUARE_KINDS = ["Move", "Run", "Withdraw"] as const;

/**
 * The declarations the rules allow `actor` now, among the candidates worth offering: an attack,
 * full attack, charge and coup de grace on every foe with every weapon, a 5-foot step to every
 * neighbouring square, total defense, delay, ready, cast, touch, crawl, the table's activities
 * and ending the turn; asked in an interrupt window, only the answers to it (take with each
 * threatening weapon or decline; fire or hold). Each candidate is checked by the
 * ruleset (`checkDeclaration`), so the menu never offers what the engine would refuse.
 */
export function legalChoices(state: CombatState, actor: CombatantId): Choice[] {
  const ruleset = rulesetOf(state);
  const awaiting = state.awaiting;
  if (awaiting.kind === "declaration" && awaiting.window !== undefined) {
    return windowCandidates(state, actor, awaiting.window).filter(
      (c) => ruleset.checkDeclaration(state, actor, c.decl) === undefined,
    );
  }
  const me = state.combatants[actor]!;
  const foes = state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.spec.side !== me.spec.side && c.vitals.state !== "dead");
  const weapons = me.spec.weapons.length === 0 ? [undefined] : me.spec.weapons.map((w) => w.id);
  const candidates: CombatantDeclaration[] = [];
  for (const foe of foes) {
    const target = foe.spec.id;
    for (const weapon of weapons) {
      const w = weapon === undefined ? {} : { weapon };
      candidates.push({ kind: "Attack", target, ...w }, { kind: "FullAttack", target, ...w });
      const thrown = me.spec.weapons.find((x) => x.id === weapon)?.ranged?.kind === "thrown";
      if (thrown && me.spec.weapons.find((x) => x.id === weapon)!.reach > 0) {
        candidates.push({ kind: "Attack", target, ...w, thrown: true });
      }
    }
    const charge = chargeOn(state, actor, foe.position);
    if (charge !== undefined) candidates.push(charge);
    candidates.push({ kind: "CoupDeGrace", target });
  }
  for (const to of neighbours(me.position)) candidates.push({ kind: "FiveFootStep", to });
  // Slapping a sleeping ally awake (SRD Sleep): offered only when the rules allow it.
  for (const id of state.roster)
    if (id !== actor && state.combatants[id]!.spec.side === me.spec.side)
      candidates.push({ kind: "WakeSleeper", target: id });
  candidates.push({ kind: "TotalDefense" }, ...turnCandidates(state, actor), { kind: "EndTurn" });
  return candidates
    .filter((decl) => ruleset.checkDeclaration(state, actor, decl) === undefined)
    .map((decl) => ({ label: labelOf(decl), decl }));
}

/** The declaration of a `SQUARE_KINDS` move to `to` along a shortest path, if there is one. */
export function moveTo(
  state: CombatState,
  actor: CombatantId,
  kind: (typeof SQUARE_KINDS)[number],
  to: Square,
): CombatantDeclaration | undefined {
  const path = pathTo(state, actor, to);
  return path === undefined || path.length === 0 ? undefined : { kind, path };
}

// A charge goes in a straight line to a square from which the foe can be attacked: the shortest
// legal line among those ending next to it.
function chargeOn(
  state: CombatState,
  actor: CombatantId,
  at: Square,
): CombatantDeclaration | undefined {
  const me = state.combatants[actor]!;
  const target = Object.values(state.combatants).find(
    (c) => c.position.x === at.x && c.position.y === at.y,
  )?.spec.id;
  if (target === undefined) return undefined;
  const ruleset = rulesetOf(state);
  const lines = neighbours(at)
    .map((end) => lineTo(me.position, end))
    .filter((path) => path.length > 0)
    .sort((a, b) => a.length - b.length);
  for (const path of lines) {
    const decl: CombatantDeclaration = { kind: "Charge", target, path };
    if (ruleset.checkDeclaration(state, actor, decl) === undefined) return decl;
  }
  return undefined;
}

function labelOf(decl: CombatantDeclaration): string {
  if (decl.kind === "Charge")
    return `Charge → ${decl.target} (to ${formatSquare(decl.path[decl.path.length - 1]!)})`;
  return describeDeclaration(decl);
}

import type { CombatantId, Square } from "../../../../model/ids.ts";
import type { Message } from "../../../../words/message.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { checkDeclaration } from "../../checkDeclaration.ts";
import { gearCandidates } from "./gearChoices.ts";
import { turnCandidates, windowCandidates } from "./interruptChoices.ts";
import { itemCandidates } from "./itemChoices.ts";
import { lineTo, neighbours } from "./paths.ts";
import { specialCandidates } from "./specialChoices.ts";

/** A declaration worth offering, and its words when they are not the declaration's own. */
export interface Candidate {
  readonly decl: CombatantDeclaration;
  readonly label?: Message;
}

/**
 * Every declaration worth offering `actor` now, before the rules sort them: asked a choice (an
 * overrun's avoid or block), its options; asked in an interrupt window, the answers to it (take
 * with each threatening weapon or decline; fire or hold; step in or wait); on its turn, an
 * attack, full attack, charge and coup de grace on every foe with every weapon, a 5-foot step to
 * every neighbouring square, waking a sleeping ally, total defense, delay, ready, cast, touch,
 * crawl, the gear, items and special attacks, the table's activities and ending the turn.
 */
export function menuCandidates(state: ThreeXState, actor: CombatantId): Candidate[] {
  const awaiting = state.awaiting;
  if (awaiting.kind === "choice")
    return awaiting.options.map((answer) => ({ decl: { kind: "Choose", answer } }));
  if (awaiting.kind === "declaration" && awaiting.window !== undefined)
    return windowCandidates(state, actor, awaiting.window);
  return turnDeclarations(state, actor).map((decl) => ({ decl }));
}

function turnDeclarations(state: ThreeXState, actor: CombatantId): CombatantDeclaration[] {
  const me = state.combatants[actor]!;
  const foes = state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.spec.side !== me.spec.side && c.vitals.state !== "dead");
  // Every weapon it carries: the rules keep those in hand (seed 000 拔出或者收回武器).
  const weapons = me.spec.weapons.length === 0 ? [undefined] : me.spec.weapons.map((w) => w.id);
  const out: CombatantDeclaration[] = [];
  for (const foe of foes) {
    const target = foe.spec.id;
    for (const weapon of weapons) {
      const w = weapon === undefined ? {} : { weapon };
      out.push({ kind: "Attack", target, ...w }, { kind: "FullAttack", target, ...w });
      const thrown = me.spec.weapons.find((x) => x.id === weapon)?.ranged?.kind === "thrown";
      if (thrown && me.spec.weapons.find((x) => x.id === weapon)!.reach > 0) {
        out.push({ kind: "Attack", target, ...w, thrown: true });
      }
    }
    const charge = chargeOn(state, actor, foe.position);
    if (charge !== undefined) out.push(charge);
    out.push({ kind: "CoupDeGrace", target });
  }
  for (const to of neighbours(me.position)) out.push({ kind: "FiveFootStep", to });
  // Slapping a sleeping ally awake (SRD Sleep): offered only when the rules allow it.
  for (const id of state.roster)
    if (id !== actor && state.combatants[id]!.spec.side === me.spec.side)
      out.push({ kind: "WakeSleeper", target: id });
  out.push(
    { kind: "TotalDefense" },
    ...turnCandidates(state, actor),
    ...gearCandidates(me),
    ...itemCandidates(state, actor),
    ...specialCandidates(state, actor),
    { kind: "EndTurn" },
  );
  return out;
}

// A charge goes in a straight line to a square from which the foe can be attacked: the shortest
// legal line among those ending next to it.
function chargeOn(
  state: ThreeXState,
  actor: CombatantId,
  at: Square,
): CombatantDeclaration | undefined {
  const me = state.combatants[actor]!;
  const target = Object.values(state.combatants).find(
    (c) => c.position.x === at.x && c.position.y === at.y,
  )?.spec.id;
  if (target === undefined) return undefined;
  const lines = neighbours(at)
    .map((end) => lineTo(me.position, end))
    .filter((path) => path.length > 0)
    .sort((a, b) => a.length - b.length);
  for (const path of lines) {
    const decl: CombatantDeclaration = { kind: "Charge", target, path };
    if (checkDeclaration(state, actor, decl) === undefined) return decl;
  }
  return undefined;
}

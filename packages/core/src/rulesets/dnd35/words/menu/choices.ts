import type { CombatantId, Square } from "../../../../model/ids.ts";
import { formatSquare } from "../../../../words/format.ts";
import { type Message, msg } from "../../../../words/message.ts";
import type { MenuChoice } from "../../../../words/rulesetWords.ts";
import type { CombatantDeclaration } from "../../../3x/log/declarations.ts";
import type { ThreeXState } from "../../../3x/state/index.ts";
import { checkDeclaration } from "../../checkDeclaration.ts";
import { provocation } from "../../interrupts/provocation.ts";
import { declarationMessage } from "../declarations.ts";
import type { Texts } from "../teller.ts";
import { gearCandidates } from "./gearChoices.ts";
import { turnCandidates, windowCandidates } from "./interruptChoices.ts";
import { itemCandidates } from "./itemChoices.ts";
import { lineTo, neighbours } from "./paths.ts";
import { specialCandidates } from "./specialChoices.ts";

/**
 * The declarations the rules allow `actor` now, among the candidates worth offering: an attack,
 * full attack, charge and coup de grace on every foe with every weapon, a 5-foot step to every
 * neighbouring square, total defense, delay, ready, cast, touch, crawl, the table's activities
 * and ending the turn; asked in an interrupt window, only the answers to it (take with each
 * threatening weapon or decline; fire or hold). Each candidate is checked by the
 * ruleset (`checkDeclaration`), so the menu never offers what the engine would refuse.
 */
export function legalChoices(
  state: ThreeXState,
  actor: CombatantId,
): MenuChoice<CombatantDeclaration>[] {
  const awaiting = state.awaiting;
  // A choice the rules ask (an overrun's avoid or block): its options, and nothing else.
  if (awaiting.kind === "choice")
    return awaiting.options.map((answer) => {
      const decl: CombatantDeclaration = { kind: "Choose", answer };
      return { label: declarationMessage(decl), decl };
    });
  if (awaiting.kind === "declaration" && awaiting.window !== undefined) {
    return windowCandidates(state, actor, awaiting.window).filter(
      (c) => checkDeclaration(state, actor, c.decl) === undefined,
    );
  }
  const me = state.combatants[actor]!;
  const foes = state.roster
    .map((id) => state.combatants[id]!)
    .filter((c) => c.spec.side !== me.spec.side && c.vitals.state !== "dead");
  // Every weapon it carries: the rules keep those in hand (seed 000 拔出或者收回武器).
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
  candidates.push(
    { kind: "TotalDefense" },
    ...turnCandidates(state, actor),
    ...gearCandidates(me),
    ...itemCandidates(state, actor),
    ...specialCandidates(state, actor),
    { kind: "EndTurn" },
  );
  return candidates
    .filter((decl) => checkDeclaration(state, actor, decl) === undefined)
    .map((decl) => ({ label: labelOf(state, actor, decl), decl }));
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

// A charge is offered by where it ends, not by its whole lane; a special attack says whom the
// attempt provokes from (seed 000 特殊攻击: a trip, disarm, grapple or bull rush provokes).
function labelOf(state: ThreeXState, actor: CombatantId, decl: CombatantDeclaration): Message {
  if (decl.kind === "Charge")
    return msg("dnd35:choice.charge", {
      target: decl.target,
      end: decl.path[decl.path.length - 1],
    });
  if (decl.kind === "SpecialAttack") {
    const from = provocation(state, actor, decl)?.candidates ?? [];
    if (from.length > 0)
      return msg("dnd35:choice.provokes", {
        decl: declarationMessage(decl),
        from: from.join(", "),
      });
  }
  return declarationMessage(decl);
}

/** The English texts of the turn's menu entries that are not a declaration's own words. */
export const turnChoiceTexts = {
  "dnd35:choice.charge": (p: { target: string; end: Square }) =>
    `Charge → ${p.target} (to ${formatSquare(p.end)})`,
  "dnd35:choice.provokes": (p: { decl: Message; from: string }, t) =>
    `${t(p.decl)} — provokes from ${p.from}`,
} satisfies Texts;

import { formatTerms } from "../../../words/format.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { fact, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

// The special attacks' facts (seed 000 特殊攻击): each opposed check told side by side, every roll
// (ties roll again), who won and why when the dice did not decide it.

/** The answers to the choices the special attacks ask, in words (an unknown one as it is). */
const ANSWERS: Readonly<Record<string, string>> = {
  avoid: "avoid",
  block: "block",
  tripBack: "trip back",
  decline: "let it pass",
  keep: "keep the weapon",
  drop: "drop the weapon",
  grab: "grab (improved grab)",
};
export const answerPhrase = (answer: string): string => ANSWERS[answer] ?? answer;

/** The tellers of the special attacks' facts. */
export const specialTellers: Tellers = {
  OpposedCheckRolled: (d) => fact("OpposedCheckRolled", d),
  ChoiceMade: (d) => fact("ChoiceMade", d),
  TurnUndeadRolled: (d) => fact("TurnUndeadRolled", d),
  ObjectDamaged: (d) => fact("ObjectDamaged", d),
  SpecialAttackSpoiled: (d) => fact("SpecialAttackSpoiled", d),
  TurningDamageRolled: (d) => fact("TurningDamageRolled", d),
};

/** One side of one roll: who, what it rolls, the d20, the terms, the total. */
function side(d: Data<"OpposedCheckRolled">, roll: number, i: number): string {
  const s = d.sides[i]!;
  const r = d.rolls[roll]!;
  return `${s.who} ${s.check} d20 ${r.naturals[i]} ${formatTerms(s.bonus)} = ${r.totals[i]}`;
}

/** The English texts of the special attacks' facts. */
export const specialTexts = {
  "dnd35:event.OpposedCheckRolled": (d: Data<"OpposedCheckRolled">) => {
    const rolls = d.rolls
      .map((_, r) => `${side(d, r, 0)} vs ${side(d, r, 1)}`)
      .join("; tie, again: ");
    const why = d.automatic === undefined ? "" : ` (${d.automatic})`;
    return `${d.attack} ${d.purpose}: ${rolls}: ${d.winner} wins${why}`;
  },
  "dnd35:event.TurnUndeadRolled": (d: Data<"TurnUndeadRolled">) =>
    `${d.turner} ${d.mode === "turn" ? "turns" : d.mode === "rebuke" ? "rebukes" : d.mode === "dispel" ? "dispels a turning on" : "bolsters"} undead: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total}: up to ${d.maxHd} HD at level ${d.level}`,
  "dnd35:event.TurningDamageRolled": (d: Data<"TurningDamageRolled">) =>
    `turning damage 2d6 ${d.dice} ${formatTerms(d.bonus)} = ${d.total} HD: ${d.affected.length === 0 ? "none affected" : d.affected.map((a) => `${a.target} (${a.hd} HD) ${a.outcome}`).join(", ")}`,
  "dnd35:event.ObjectDamaged": (d: Data<"ObjectDamaged">) =>
    `${d.attacker} strikes ${d.owner}'s ${d.item}: ${d.rolled} damage − hardness ${d.hardness} = ${d.amount}; ${d.hpLeft} of ${d.hp} hp left${d.hpLeft <= 0 ? ": destroyed" : ""}`,
  "dnd35:event.SpecialAttackSpoiled": (d: Data<"SpecialAttackSpoiled">) =>
    `${d.actor}'s ${d.attack} on ${d.target} fails: ${d.reason}`,
  "dnd35:audit.breakdown.objectDamage": (d: { item: string }) => `damage to ${d.item}`,
  "dnd35:audit.breakdown.turningCheck": () => "turning check",
  "dnd35:audit.breakdown.turningDamage": () => "turning damage (Hit Dice)",
  "dnd35:event.ChoiceMade": (d: Data<"ChoiceMade">) =>
    `${d.actor} chooses to ${answerPhrase(d.answer)} (${d.question})`,
  "dnd35:audit.breakdown.opposedCheck": (d: { attack: string; purpose: string; who: string }) =>
    `${d.attack} ${d.purpose}: ${d.who}'s check`,
} satisfies Texts;

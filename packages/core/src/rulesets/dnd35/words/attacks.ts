import { formatSquare, formatTerms } from "../../../words/format.ts";
import type { Line } from "../../../words/rulesetWords.ts";
import type { ThreeXEventMap } from "../../3x/log/fightEvent.ts";
import { eventMessage, fact, line, type Tellers, type Texts } from "./teller.ts";

type Data<K extends keyof ThreeXEventMap> = ThreeXEventMap[K];

/**
 * Attacks, damage and saves with their breakdowns (seed 000 攻击检定, 伤害, 重击): an attack's
 * threat and its confirmation and a miss chance go on lines of their own under it.
 */
export const attackTellers: Tellers = {
  AttackResolved: (d) => {
    const lines: Line[] = [line(eventMessage("AttackResolved", d), 1)];
    if (d.stray !== undefined) lines.push(line(eventMessage("AttackResolved.stray", d), 2));
    if (d.threat) lines.push(line(eventMessage("AttackResolved.threat", d), 2));
    if (d.missChance !== undefined)
      lines.push(line(eventMessage("AttackResolved.missChance", d.missChance), 2));
    return { lines };
  },
  DamageDealt: (d) => fact("DamageDealt", d),
  SaveRolled: (d) => fact("SaveRolled", d),
};

/**
 * What an attack roll was made at: its target, or the grid intersection thrown at (seed 000
 * 投掷泼溅武器: 指定地图方格线的交叉点作为目标), the top-left corner of that square.
 */
export function attacked(d: Data<"AttackResolved">): string {
  return d.at === undefined ? `${d.target}` : `the grid intersection ${formatSquare(d.at)}`;
}

// The rolls the rules make against touch AC (seed 000 触摸攻击Touch Attacks): a touch or ray
// spell's (its threat cites the spell-critical rule), and the touch attacks that open a grapple
// or a trip and throw a splash weapon at a creature. The fact names its rule, not its AC.
const TOUCH_RULES = new Set([
  "dnd35.touchAttack",
  "dnd35.spellCritical",
  "dnd35.grappleStart",
  "dnd35.trip",
  "dnd35.throwSplash",
]);

/** Whether the rules made this roll against touch AC (a language's words say so their way). */
export function againstTouchAc(d: Data<"AttackResolved">): boolean {
  return d.at === undefined && TOUCH_RULES.has(d.rule);
}

/** `touch AC` for a roll the rules make against touch AC, else `AC`. */
export function acWord(d: Data<"AttackResolved">): string {
  return againstTouchAc(d) ? "touch AC" : "AC";
}

/** The English texts of attacks, damage and saves. */
export const attackTexts = {
  "dnd35:event.AttackResolved": (d: Data<"AttackResolved">) => {
    const which =
      d.fullAttack === undefined ? "" : ` [attack ${d.fullAttack.slot + 1}/${d.fullAttack.of}]`;
    return `${d.attacker} ${d.hit ? "HITS" : "misses"} ${attacked(d)} with ${d.weapon}${which}: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs ${acWord(d)} ${d.acTotal} (${formatTerms(d.ac)})`;
  },
  "dnd35:event.AttackResolved.stray": (d: Data<"AttackResolved">) => {
    const s = d.stray!;
    const to = s.aimedAt === d.target ? `stays on ${d.target}` : `strikes ${d.target} instead`;
    return s.among !== undefined
      ? `aimed at ${s.aimedAt}, into the grapple of ${s.among.join(", ")}: ${s.die} ${s.roll} → ${to}`
      : `aimed at ${s.aimedAt} during a bull rush, ${s.percent}% to strike the other: d% ${s.roll} → ${to}`;
  },
  "dnd35:event.AttackResolved.threat": (d: Data<"AttackResolved">) => {
    const confirm =
      d.confirmTotal === undefined ? "" : `: confirm d20 ${d.confirmNatural} → ${d.confirmTotal}`;
    return `threat${confirm}${d.critical ? " — CRITICAL HIT" : " — not confirmed"}`;
  },
  "dnd35:event.AttackResolved.missChance": (m: NonNullable<Data<"AttackResolved">["missChance"]>) =>
    `miss chance ${m.percent}%: d% ${m.roll}`,
  "dnd35:event.DamageDealt": (d: Data<"DamageDealt">) =>
    `${d.amount} ${d.nonlethal ? "nonlethal " : ""}damage to ${d.target} (${formatTerms(d.breakdown)})`,
  "dnd35:event.SaveRolled": (d: Data<"SaveRolled">) =>
    `${d.target} ${d.save} save: d20 ${d.natural} ${formatTerms(d.bonus)} = ${d.total} vs DC ${d.dc}: ${d.success ? "success" : "failure"}`,
} satisfies Texts;

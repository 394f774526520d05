import type { FightEvent } from "../../../log/fightEvent.ts";
import { type Message, msg } from "../../../words/message.ts";
import type { ThreeXEvent } from "../../3x/log/fightEvent.ts";
import type { Texts } from "./teller.ts";

type At = (seq: number) => FightEvent | undefined;
type Occasion = { readonly seq: number; readonly why: Message } | undefined;

/** How far back an occasion is looked for: one input's resolution, windows included. */
const REACH = 200;

/**
 * What brought a dnd35 event about (the audit's `occasion`), found by looking back through the
 * input that produced it:
 * - a concentration check: the damage the caster took while casting (seed 000 专注Concentration),
 *   else its casting on the defensive (防御性施法);
 * - a save: the spell it is against (施法Cast a Spell), or the damage that called for it
 *   (巨创, a coup de grace's Fort save);
 * - damage: the attack that hit, or the spell that dealt it;
 * - hit points: the damage or healing that changed them;
 * - an attack of opportunity or a readied action: the act that opened its window, and who did it
 *   (借机攻击ATTACKS OF OPPORTUNITY, 准备READY).
 */
export function occasionOf(fact: FightEvent, at: At): Occasion {
  const e = fact as ThreeXEvent;
  switch (e.type) {
    case "ConcentrationRolled": {
      const hurt = back(
        e.seq,
        at,
        (x) => x.type === "DamageDealt" && x.data.target === e.data.caster,
        "Declared",
      );
      if (hurt !== undefined)
        return { seq: hurt.seq, why: msg("dnd35:occasion.hurtWhileCasting", e.data) };
      const cast = back(e.seq, at, (x) => x.type === "Declared" && x.data.by === e.data.caster);
      return cast === undefined
        ? undefined
        : { seq: cast.seq, why: msg("dnd35:occasion.defensively", e.data) };
    }
    case "SaveRolled": {
      const spell = back(
        e.seq,
        at,
        (x) => x.type === "SpellCast" || x.type === "DamageDealt" || x.type === "AttackResolved",
        "Declared",
      );
      if (spell === undefined) return undefined;
      const why =
        spell.type === "SpellCast"
          ? "dnd35:occasion.saveAgainstSpell"
          : "dnd35:occasion.saveAgainstHarm";
      return { seq: spell.seq, why: msg(why, e.data) };
    }
    case "DamageDealt": {
      const from = back(
        e.seq,
        at,
        (x) =>
          (x.type === "AttackResolved" && x.data.hit) ||
          x.type === "SpellCast" ||
          x.type === "SplashLanded",
        "Declared",
      );
      return from === undefined
        ? undefined
        : { seq: from.seq, why: msg("dnd35:occasion.damageFrom", { type: from.type }) };
    }
    case "VitalsChanged": {
      const from = back(
        e.seq,
        at,
        (x) => x.type === "DamageDealt" && x.data.target === e.data.target,
        "Declared",
      );
      return from === undefined
        ? undefined
        : { seq: from.seq, why: msg("dnd35:occasion.hpFrom", e.data) };
    }
    case "AttackOfOpportunity":
    case "ReadiedActionFired": {
      const opened = at(e.data.window) as ThreeXEvent | undefined;
      if (opened?.type !== "WindowOpened") return undefined;
      const d = opened.data;
      const act = back(opened.seq, at, (x) => x.type === "Declared" && x.data.by === d.provoker);
      return {
        seq: act?.seq ?? opened.seq,
        why: msg("dnd35:occasion.window", {
          provoker: d.provoker,
          trigger: d.trigger ?? d.window,
          window: d.window,
        }),
      };
    }
    default:
      return undefined;
  }
}

// The nearest earlier event that passes `test`, not past an event of type `stop` (the input's
// own declaration) nor further back than REACH.
function back(
  seq: number,
  at: At,
  test: (e: ThreeXEvent) => boolean,
  stop?: string,
): ThreeXEvent | undefined {
  for (let s = seq - 1; s > 0 && s >= seq - REACH; s--) {
    const e = at(s) as ThreeXEvent | undefined;
    if (e === undefined) return undefined;
    if (test(e)) return e;
    if (stop !== undefined && e.type === stop) return undefined;
  }
  return undefined;
}

type Data<K extends ThreeXEvent["type"]> = Extract<ThreeXEvent, { type: K }>["data"];

/** The English texts of the occasions. */
export const occasionTexts = {
  "dnd35:occasion.hurtWhileCasting": (d: Data<"ConcentrationRolled">) =>
    `the damage ${d.caster} took while casting ${d.spell} (seed 000 专注Concentration)`,
  "dnd35:occasion.defensively": (d: Data<"ConcentrationRolled">) =>
    `${d.caster} cast ${d.spell} on the defensive (seed 000 防御性施法)`,
  "dnd35:occasion.saveAgainstSpell": (d: Data<"SaveRolled">) =>
    `the spell ${d.target} saves against (DC ${d.dc})`,
  "dnd35:occasion.saveAgainstHarm": (d: Data<"SaveRolled">) =>
    `the harm ${d.target} saves against (DC ${d.dc})`,
  "dnd35:occasion.damageFrom": (d: { type: string }) =>
    d.type === "AttackResolved"
      ? "the attack that hit"
      : d.type === "SpellCast"
        ? "the spell"
        : "the splash",
  "dnd35:occasion.hpFrom": (d: Data<"VitalsChanged">) => `the damage ${d.target} took`,
  "dnd35:occasion.window": (d: { provoker: string; trigger: string; window: string }) =>
    d.window === "readied"
      ? `${d.provoker}'s act that set off the readied action (${d.trigger})`
      : `${d.provoker}'s act that provoked (${d.trigger})`,
} satisfies Texts;
